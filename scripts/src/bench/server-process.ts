import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ApiHandler } from '@club/functions/platform/http/handler';
import { loadHandler } from '@club/functions/test/load-handler';
import { ENV, type RouteId } from '@club/shared';
import { createLocalServer } from '../runtime/local-server.js';

/**
 * The local server in a process of its own for the server p95 figure, as a
 * deployed handler runs apart from its callers: the load generator's HTTP
 * client then costs the bench process, not the server's event loop. Routes
 * given a bundle run the Lambda bundle CDK deploys (minified);
 * any other route runs its source file. The process runs as a cloud stage
 * (`bench`, with the local values): a deployed function parses its
 * environment once, where the local stage reads every variable again on each
 * setting read so tests may change them between cases.
 */
export const BENCH_STAGE = 'bench';
const BUNDLES_ENV = 'BENCH_SERVER_BUNDLES';
const PORT_ENV = 'BENCH_SERVER_PORT';
const DIST_ENV = 'BENCH_SERVER_DIST';

export interface ServerProcess {
  /** Which routes run bundles, for the report. */
  runs: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the server process on `port` with the parent's environment; resolves once it listens. */
export function startServerProcess(options: { port: number; distDir: string; bundles: Partial<Record<RouteId, string>> }): Promise<ServerProcess> {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href], // this file is TypeScript
    env: {
      ...process.env,
      [ENV.stage]: BENCH_STAGE,
      [PORT_ENV]: String(options.port),
      [DIST_ENV]: options.distDir,
      [BUNDLES_ENV]: JSON.stringify(options.bundles),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    const bundled = Object.keys(options.bundles);
    const runs = bundled.length ? `Lambda bundles for ${bundled.join(', ')}; source for other routes` : 'source handlers (no bundles built)';
    child.once('message', () => resolve({ runs, pid: child.pid, stop }));
    child.once('exit', (code) => reject(new Error(`the bench server process exited (${code})`)));
  });
}

async function serve() {
  const bundles = JSON.parse(process.env[BUNDLES_ENV] ?? '{}') as Partial<Record<RouteId, string>>;
  const loaded = new Map<RouteId, Promise<ApiHandler>>();
  const load = (id: RouteId) => {
    const file = bundles[id];
    if (!loaded.has(id)) loaded.set(id, file ? import(pathToFileURL(file).href).then((m: { handler: ApiHandler }) => m.handler) : loadHandler(id));
    return loaded.get(id)!;
  };
  // The bench fires bursts on purpose to measure the handlers: the stage's rate limits would only measure themselves.
  const server = createLocalServer({ distDir: process.env[DIST_ENV], loadHandler: load, rateLimits: false });
  server.listen(Number(process.env[PORT_ENV]), () => process.send?.('listening'));
  process.on('SIGTERM', () => process.exit(0));
  process.on('disconnect', () => process.exit(0)); // the bench ended without stopping it
}

if (process.env[PORT_ENV] && process.send) void serve();
