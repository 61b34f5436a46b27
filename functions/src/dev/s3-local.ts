import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DEAL_ROOM_BUCKET, LOCAL_SEARCH_BUCKET, ROOM_LIMITS } from '@club/shared';
import { LOCAL_S3_CREDENTIALS } from '../platform/files/local-credentials.js';
import { freePort } from './free-port.js';
import { startS3Front } from './s3-front.js';

/**
 * Development tooling, never imported by a handler: the local S3-compatible
 * server that the same S3 client code talks to in `npm start`, `npm run dev`,
 * the browser tests and the API tests: s3rver (from the npm registry) keeps
 * the objects on an internal port, behind a front that verifies signatures,
 * checksums and conditional writes as S3 does (s3-front.ts).
 */

/** The part of s3rver's class this module uses (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  resetOnClose: boolean;
  vhostBuckets: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

export interface S3Local {
  endpoint: string;
  port: number;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * CORS of the local bucket: the browser PUTs uploads and GETs views straight
 * from the server, as it does from the stage's bucket. Each origin gets its
 * own rule (S3 matches one origin a rule, `*` only as a whole wildcard).
 */
function corsConfig(origins: readonly string[]): string {
  const rules = origins.map(
    (origin) =>
      `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod>` +
      '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>',
  );
  return `<CORSConfiguration>${rules.join('')}</CORSConfiguration>`;
}

/** The largest body the front takes: an upload, or a stamped copy of one (a watermark on every page adds to it). */
const MAX_BODY_BYTES = 2 * ROOM_LIMITS.fileBytes;

/**
 * Starts the local S3 server on a free port (or `port`) with the deal-room
 * bucket and its CORS for `origins`. With `dataDir` the objects survive
 * restarts (npm start: `.local/s3`); without it they live in a temporary
 * folder removed on stop.
 */
export async function startS3Local(options: { port?: number; dataDir?: string; bucket?: string; origins?: readonly string[] } = {}): Promise<S3Local> {
  // s3rver is CommonJS and a dev dependency: loaded only here, only when asked for.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const port = options.port ?? (await freePort());
  const upstreamPort = await freePort();
  const bucket = options.bucket ?? LOCAL_DEAL_ROOM_BUCKET;
  const origins = options.origins ?? ['*'];
  const directory = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 's3-local-'));
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: upstreamPort,
    silent: true,
    directory,
    resetOnClose: false,
    // Path-style only: the client sets forcePathStyle, and no bucket name is taken from a Host header.
    vhostBuckets: false,
    // The search bucket is private to the functions: no CORS.
    configureBuckets: [
      { name: bucket, configs: [corsConfig(origins)] },
      { name: LOCAL_SEARCH_BUCKET, configs: [] },
    ],
  });
  await server.run();
  const front = await startS3Front({
    port,
    upstreamPort,
    keys: { [LOCAL_S3_CREDENTIALS.accessKeyId]: LOCAL_S3_CREDENTIALS.secretAccessKey },
    origins,
    maxBodyBytes: MAX_BODY_BYTES,
  }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    bucket,
    stop: async () => {
      await front.close();
      await server.close();
      if (!options.dataDir) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
