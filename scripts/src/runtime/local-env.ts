import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ENV, LOCAL_DEAL_ROOM_BUCKET, LOCAL_SEARCH_BUCKET, LOCAL_STAGE, LOCAL_TABLE_NAME, PLATFORM_ENV, PUSH_ENV } from '@club/shared';
import { localVapidKeys } from '@club/functions/dev/vapid-keys';
import { localDir } from '../lib/paths.js';

/** The site's origin for a local run on `port`. */
export const localSiteUrl = (port: number): string => `http://localhost:${port}`;

/**
 * The environment the handlers read (functions/src/platform/config.ts), set for a
 * local run on `port`, by the names the cloud stacks set (shared/src/env.ts).
 * With `s3Endpoint` the deal-room and search functions reach the local S3 server's buckets,
 * with `sesEndpoint` mail goes to the local SES emulator.
 */
export function applyLocalEnv(port: number, dynamodbEndpoint: string, tableName = LOCAL_TABLE_NAME, s3Endpoint?: string, sesEndpoint?: string): string {
  const siteUrl = localSiteUrl(port);
  Object.assign(process.env, {
    [ENV.stage]: LOCAL_STAGE,
    [ENV.siteUrl]: siteUrl,
    [ENV.tableName]: tableName,
    [ENV.dynamodbEndpoint]: dynamodbEndpoint,
    [ENV.oidcIssuer]: `${siteUrl}/local-idp`,
    [ENV.oidcClientId]: 'club-local',
    [ENV.oidcClientSecret]: 'club-local-secret',
    [ENV.loginCookieKey]: localLoginCookieKey(),
    [ENV.dealRoomBucket]: LOCAL_DEAL_ROOM_BUCKET,
    [ENV.searchBucket]: LOCAL_SEARCH_BUCKET,
  });
  // Push: the pair made once into .local/vapid.json (subscriptions made with it outlive a restart).
  const vapid = localVapidKeys(path.join(localDir, 'vapid.json'));
  process.env[PUSH_ENV.vapidPublicKey] = vapid.publicKey;
  process.env[PUSH_ENV.vapidPrivateKey] = vapid.privateKey;
  if (s3Endpoint) process.env[ENV.s3Endpoint] = s3Endpoint;
  if (sesEndpoint) process.env[ENV.sesEndpoint] = sesEndpoint;
  process.env[PLATFORM_ENV.logLevel] ??= 'WARN';
  process.env[PLATFORM_ENV.metricsDisabled] ??= 'true';
  process.env.AWS_REGION ??= 'us-east-1';
  return siteUrl;
}

/**
 * The key sealing sign-in attempt cookies on this machine: 32 random bytes
 * generated once into `.local/` (git-ignored), so a restart keeps attempts in
 * flight valid and no key is committed.
 */
function localLoginCookieKey(): string {
  const file = path.join(localDir, 'login-cookie.key');
  if (!fs.existsSync(file)) {
    // Written aside and linked into place: parallel starts (browser tests) agree on one key, none reads a half-written file.
    fs.mkdirSync(localDir, { recursive: true });
    const draft = `${file}.${process.pid}`;
    fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
