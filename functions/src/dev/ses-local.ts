import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { freePort } from './free-port.js';

/**
 * Development tooling, never imported by a handler: the local SES v2 emulator
 * (aws-ses-v2-local, from the npm registry) that the same SESv2 client code
 * sends to in `npm start`, `npm run dev`, the browser tests and the API
 * tests. It keeps received mail in memory and shows it at its own `/` page;
 * `GET /store` answers it as JSON (the tests read mail there).
 */
export interface SesLocal {
  /** The SES v2 API's URL (ENV.sesEndpoint) and the mailbox page. */
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

type StartServer = (config: { host: string; port: number }) => Promise<Server>;

/** Starts the emulator in this process on a free port (or `port`), on loopback only. */
export async function startSesLocal(options: { port?: number } = {}): Promise<SesLocal> {
  // CommonJS and a dev dependency: loaded only here, only when asked for.
  const start = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: StartServer }).default;
  const port = options.port ?? (await freePort());
  const server = await start({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
