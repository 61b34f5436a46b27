import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENV, JOB_COMPLETED_METRIC, SYNTHETIC_FAILURES_METRIC } from '@club/shared';
import { config } from '@club/functions/platform/config';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable } from '@club/functions/platform/db/table';
import { freePort } from '@club/functions/dev/free-port';
import { handler, syntheticCheck } from '@club/functions/features/health/jobs/synthetic-check';
import { createLocalIdp } from '../local-idp/index.js';
import { memberAccounts } from '../local-idp/accounts.js';
import { applyLocalEnv } from './local-env.js';
import { createLocalServer } from './local-server.js';

/**
 * The synthetic check against the real local server: the route handlers on
 * DynamoDB Local, the local OpenID provider and a built page, on one port as
 * `npm start` serves them (SITE_URL http://localhost:<port>).
 */
let server: Server;
let siteUrl: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'synthetic-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><title>Telugu Executive Club</title></html>');
  const port = await freePort();
  siteUrl = applyLocalEnv(port, inject('dynamodbEndpoint'), `test-${randomUUID()}`);
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const client = createDynamoClient();
  await ensureTable(client, config.tableName);
  client.destroy();
  const localIdp = await createLocalIdp({ siteUrl, clientId: config.oidcClientId, clientSecret: config.oidcClientSecret!, accounts: memberAccounts() });
  server = createLocalServer({ distDir: dist, localIdp, rateLimits: false });
  await new Promise<void>((resolve) => server.listen(port, resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Records what a run counts instead of writing metric lines. */
const recorder = () => {
  const counts: [string, number | undefined, Record<string, string> | undefined][] = [];
  return { counts, count: (name: string, n?: number, dimensions?: Record<string, string>) => void counts.push([name, n, dimensions]) };
};

describe('synthetic check', () => {
  it('passes against the running site: landing page, /api/health and the sign-in redirect to the issuer', async () => {
    const { counts, count } = recorder();
    const run = await syntheticCheck({ siteUrl: config.siteUrl, oidcIssuer: config.oidcIssuer }, count);
    expect(run.failures).toEqual([]);
    expect(counts).toEqual([
      [SYNTHETIC_FAILURES_METRIC, 0, undefined],
      [JOB_COMPLETED_METRIC, 1, { job: 'synthetic-check' }],
    ]);
    // The schedule's handler as Lambda and `npm start` run it: SITE_URL from the environment.
    await expect(handler()).resolves.toEqual({ failures: [] });
  });

  it('counts every probe that fails when nothing listens, and fails the run', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const { counts, count } = recorder();
    const run = await syntheticCheck({ siteUrl: dead, oidcIssuer: `${dead}/local-idp`, timeoutMs: 2_000 }, count);
    expect(run.failures.map((failure) => failure.probe).sort()).toEqual(['health', 'landing', 'sign-in']);
    expect(run.failures.find((failure) => failure.probe === 'health')).toMatchObject({
      url: `${dead}/api/health`,
      reason: expect.stringMatching(/fetch failed|ECONNREFUSED/),
    });
    expect(counts).toEqual(
      expect.arrayContaining([
        [SYNTHETIC_FAILURES_METRIC, 1, { probe: 'landing' }],
        [SYNTHETIC_FAILURES_METRIC, 1, { probe: 'health' }],
        [SYNTHETIC_FAILURES_METRIC, 1, { probe: 'sign-in' }],
        [SYNTHETIC_FAILURES_METRIC, 3, undefined],
        [JOB_COMPLETED_METRIC, 1, { job: 'synthetic-check' }],
      ]),
    );
    expect(counts).toHaveLength(5);

    const siteBefore = process.env[ENV.siteUrl];
    process.env[ENV.siteUrl] = dead;
    try {
      const run = await handler();
      expect(run.failures.map((failure) => failure.probe)).toEqual(['landing', 'health', 'sign-in']);
    } finally {
      process.env[ENV.siteUrl] = siteBefore;
    }
  });

  it('fails the sign-in probe when the redirect does not lead to the issuer, and the landing probe on a page that is not HTML', async () => {
    // An issuer whose discovery answers, but not the one the API sends visitors to.
    const elsewhere = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ authorization_endpoint: 'http://127.0.0.1:9/oauth2/authorize' }));
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    fs.writeFileSync(path.join(dist, 'index.html'), 'not a page');
    try {
      const { count } = recorder();
      const issuer = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
      const run = await syntheticCheck({ siteUrl: config.siteUrl, oidcIssuer: issuer }, count);
      expect(run.failures.map((failure) => [failure.probe, failure.reason])).toEqual([
        ['landing', expect.stringMatching(/not an HTML page/)],
        ['sign-in', `redirected to ${config.oidcIssuer}/auth, not http://127.0.0.1:9/oauth2/authorize`],
      ]);
    } finally {
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><title>Telugu Executive Club</title></html>');
      await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    }
  });
});
