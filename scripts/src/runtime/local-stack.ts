import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '@club/functions/platform/config';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable } from '@club/functions/platform/db/table';
import { startDynamoDbLocal, type DynamoDbLocal } from '@club/functions/dev/dynamodb-local';
import { startS3Local, type S3Local } from '@club/functions/dev/s3-local';
import { startSesLocal, type SesLocal } from '@club/functions/dev/ses-local';
import { startPushLocal, type PushLocal } from '@club/functions/dev/push-local';
import { startLocalStreams, type LocalStreams } from '@club/functions/dev/dynamodb-streams-local';
import { PUSH_HANDLER_FILES, PUSH_STREAM_FILTER, SEARCH_HANDLER_FILES, SEARCH_STREAM_FILTER } from '@club/functions/handlers';
import { createLocalIdp } from '../local-idp/index.js';
import { memberAccounts } from '../local-idp/accounts.js';
import { applyPendingMigrations } from '../migrate.js';
import { seedDemoData } from '../seed/seed-demo-data.js';
import { localDir } from '../lib/paths.js';
import { copyTableItems } from '../lib/copy-table.js';
import { RUNNING_STACK_FILE, writeRunningStack } from '../lib/running-stack.js';
import { applyLocalEnv, localSiteUrl } from './local-env.js';
import { createLocalServer } from './local-server.js';
import { startLocalSchedules } from './local-schedules.js';
import type { LocalRateLimits } from './rate-limits.js';

export interface LocalStack {
  url: string;
  server: http.Server;
  dynamo: Pick<DynamoDbLocal, 'endpoint'>;
  s3: S3Local;
  /** The local SES emulator: mail sent by the product lands here; its page (`ses.endpoint`) shows it. */
  ses: SesLocal;
  /** The local Web Push service (web-push-testing): browsers' subscriptions made there receive the product's pushes. */
  push: PushLocal;
  /** The table's stream read as Lambda's mappings read it in the cloud (the search index's consumer). */
  streams: LocalStreams;
  stop(): Promise<void>;
}

/**
 * The whole product on one port: DynamoDB Local (persistent under `dataDir`,
 * or in memory), the local S3 server (objects under `s3DataDir`, or in a
 * temporary folder), the local SES emulator (mail in memory), the table, demo data, the local sign-in provider and the
 * server. Used by `npm start`, `npm run dev` and the browser tests. With a
 * `dataDir` (npm start, dev) the scheduled functions run on start and on
 * their intervals (`schedules`: false turns that off), and the endpoints of
 * the table and the emulators are written beside the data for `npm run job`.
 */
export async function startLocalStack(options: {
  /** Where the site listens; a free port the system picks when left out (tests). */
  port?: number;
  dataDir?: string;
  tableName?: string;
  /** Where the local S3 server keeps the deal-room files (npm start: `.local/s3`); a temporary folder when left out. */
  s3DataDir?: string;
  schedules?: boolean;
  /** The cloud's rate limits (local-server.ts); on with a non-prod stage's numbers unless given. */
  rateLimits?: LocalRateLimits | false;
  /** Where to record the endpoints for `npm run job` (lib/running-stack.ts); by default .local/ when the data is there. */
  runningStackFile?: string;
  /** A DynamoDB Local already running (the browser tests' one per run, each file on its own table); left running on stop. */
  dynamodbEndpoint?: string;
  /**
   * A stack already seeded on the same DynamoDB Local (its table and its S3 folder, the stack stopped): its data is
   * copied instead of seeded again, the same items and files in a moment (the browser tests' template, one per run).
   */
  demoFrom?: { tableName: string; s3DataDir: string };
  /** The web build to serve; web/dist when left out (a test that changes the served files gives its own copy). */
  distDir?: string;
}): Promise<LocalStack> {
  // The stack points this process's environment at itself; stopping it puts the environment back as it was.
  const restoreEnv = envRestorer();
  // The port is held from the start: the site's address is written into the sign-in provider, the S3 CORS and the
  // environment, and a port chosen now but bound only after the seeding could be taken meanwhile.
  const server = http.createServer(answerStarting);
  const port = await listenOn(server, options.port ?? 0);
  const dynamo = options.dynamodbEndpoint
    ? { endpoint: options.dynamodbEndpoint, stop: async () => {} }
    : await startDynamoDbLocal({ dataDir: options.dataDir }).catch(async (error: unknown) => {
        await closeServer(server);
        throw error;
      });
  let s3: S3Local | undefined;
  let ses: SesLocal | undefined;
  let push: PushLocal | undefined;
  let streams: LocalStreams | undefined;
  // A copy of the template's files, removed on stop like the local S3 server's own temporary folder.
  const copiedFiles = options.demoFrom && fs.mkdtempSync(path.join(os.tmpdir(), 's3-demo-'));
  if (copiedFiles) fs.cpSync(options.demoFrom!.s3DataDir, copiedFiles, { recursive: true });
  try {
    ses = await startSesLocal();
    push = await startPushLocal();
    // The browser PUTs and GETs files straight from it: the site's origin, and Vite's in `npm run dev`.
    s3 = await startS3Local({ dataDir: copiedFiles || options.s3DataDir, origins: [localSiteUrl(port), 'http://localhost:5173'] });
    const url = applyLocalEnv(port, dynamo.endpoint, options.tableName, s3.endpoint, ses.endpoint);
    const client = createDynamoClient(dynamo.endpoint);
    await ensureTable(client, config.tableName);
    if (options.demoFrom) await copyTableItems(client, options.demoFrom.tableName, config.tableName);
    client.destroy();
    if (!options.demoFrom) {
      // Data written before a migration (functions/src/migrations) is brought up to date before anything reads it.
      await applyPendingMigrations(() => {});
      await seedDemoData();
    }
    // From here on, as Lambda reads the stream from its end: the demo data above is in what a full build reads.
    streams = await startLocalStreams({ endpoint: dynamo.endpoint, tableName: config.tableName, consumers: await streamConsumers() });
    const localIdp = await createLocalIdp({
      siteUrl: url,
      clientId: config.oidcClientId,
      clientSecret: config.oidcClientSecret!,
      accounts: memberAccounts(),
    });
    server.off('request', answerStarting);
    createLocalServer(
      { localIdp, ...(options.rateLimits === undefined ? {} : { rateLimits: options.rateLimits }), ...(options.distDir ? { distDir: options.distDir } : {}) },
      server,
    );
    // Only the repository's own data (npm start, dev) tells `npm run job` where it runs.
    const runningFile = options.runningStackFile ?? (options.dataDir?.startsWith(localDir) ? RUNNING_STACK_FILE : undefined);
    if (runningFile) writeRunningStack({ dynamodb: dynamo.endpoint, tableName: config.tableName, s3: s3.endpoint, ses: ses.endpoint }, runningFile);
    const scheduled = (options.schedules ?? Boolean(options.dataDir)) ? startLocalSchedules() : undefined;
    return {
      url,
      server,
      dynamo,
      s3,
      ses,
      push,
      streams,
      stop: async () => {
        await scheduled?.stop();
        await streams?.stop();
        if (runningFile) fs.rmSync(runningFile, { force: true });
        await closeServer(server);
        await s3?.stop();
        await ses?.stop();
        await push?.stop();
        await dynamo.stop();
        if (copiedFiles) fs.rmSync(copiedFiles, { recursive: true, force: true });
        restoreEnv();
      },
    };
  } catch (error) {
    await streams?.stop();
    await closeServer(server);
    await s3?.stop();
    await ses?.stop();
    await push?.stop();
    await dynamo.stop();
    if (copiedFiles) fs.rmSync(copiedFiles, { recursive: true, force: true });
    restoreEnv();
    throw error;
  }
}

/** The cloud's stream consumers besides mail (which the minute schedule sends locally): the search index's. */
async function streamConsumers() {
  const load = async (handlerFile: string) => {
    const file = handlerFile.replace(/^src\//, '').replace(/\.ts$/, '');
    return ((await import(`@club/functions/${file}`)) as { handler: (event: DynamoDBStreamEvent) => Promise<unknown> }).handler;
  };
  return [
    { name: 'search-index-stream', filter: SEARCH_STREAM_FILTER, handler: await load(SEARCH_HANDLER_FILES['search-index-stream']) },
    { name: 'push-stream', filter: PUSH_STREAM_FILTER, handler: await load(PUSH_HANDLER_FILES['push-stream']) },
  ];
}

/** What the site answers while the stack is still being set up. */
function answerStarting(_req: http.IncomingMessage, res: http.ServerResponse): void {
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
  res.end('The local site is starting.');
}

function listenOn(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** Puts `process.env` back as it is now, when called. */
function envRestorer(): () => void {
  const saved = { ...process.env };
  return () => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  };
}
