import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV, LOCAL_TABLE_NAME } from '@club/shared';
import { config } from './config.js';

/** What infra gives every function of a cloud stage (function-environment.ts plus TABLE_NAME). */
const CLOUD = {
  [ENV.stage]: 'dev',
  [ENV.tableName]: 'club-dev',
  [ENV.siteUrl]: 'https://d123.cloudfront.net',
  [ENV.oidcIssuer]: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
  [ENV.oidcClientId]: 'client-1',
  [ENV.cognitoUserPoolId]: 'us-east-1_abc',
};

/** Replaces the whole settings environment for one test (vi.unstubAllEnvs restores it). */
function stubSettings(values: Partial<Record<string, string>>) {
  for (const name of Object.values(ENV)) vi.stubEnv(name, values[name]);
}

/** A fresh copy of the module, as a Lambda cold start loads it. */
async function coldStart() {
  vi.resetModules();
  return (await import('./config.js')).config;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('config in a cloud stage', () => {
  it('fails at cold start when a variable is missing, naming it', async () => {
    // Arrange
    stubSettings({ ...CLOUD, [ENV.tableName]: undefined });
    // Act / Assert
    await expect(coldStart()).rejects.toThrow(/TABLE_NAME is missing/);
  });

  it('treats an empty variable as missing and names only what is wrong', async () => {
    stubSettings({ ...CLOUD, [ENV.siteUrl]: '', [ENV.oidcIssuer]: 'not a url' });
    const error = await coldStart().then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/stage "dev"/);
    expect(error?.message).toMatch(/SITE_URL is missing/);
    expect(error?.message).toMatch(/OIDC_ISSUER is invalid/);
    expect(error?.message).not.toMatch(/TABLE_NAME|OIDC_CLIENT_ID/);
    // The value is not echoed (a variable may hold a secret).
    expect(error?.message).not.toContain('not a url');
  });

  it('needs the user pool unless a client secret is given', async () => {
    stubSettings({ ...CLOUD, [ENV.cognitoUserPoolId]: undefined });
    await expect(coldStart()).rejects.toThrow(/COGNITO_USER_POOL_ID is missing/);
  });

  it('uses what infra sets and falls back to no local value', async () => {
    stubSettings(CLOUD);
    const cloud = await coldStart();
    expect(cloud.stage).toBe('dev');
    expect(cloud.tableName).toBe('club-dev');
    expect(cloud.siteUrl).toBe('https://d123.cloudfront.net');
    expect(cloud.isHttps).toBe(true);
    expect(cloud.oidcClientSecret).toBeUndefined();
    expect(cloud.dynamodbEndpoint).toBeUndefined();
  });
});

describe('config in the local stage', () => {
  it('gets the local runtime defaults when nothing is set', async () => {
    stubSettings({});
    const local = await coldStart();
    expect(local.stage).toBe('local');
    expect(local.tableName).toBe(LOCAL_TABLE_NAME);
    expect(local.siteUrl).toBe('http://localhost:3000');
    expect(local.oidcIssuer).toBe('http://localhost:3000/local-idp');
    expect(local.oidcClientId).toBe('club-local');
    expect(local.oidcClientSecret).toBe('club-local-secret');
    expect(local.dynamodbEndpoint).toBeUndefined();
    expect(local.isHttps).toBe(false);
  });

  it('reads a changed variable on the next access (tests and the local runtime set them late)', () => {
    vi.stubEnv(ENV.siteUrl, 'http://localhost:4000/');
    expect(config.siteUrl).toBe('http://localhost:4000');
    vi.stubEnv(ENV.siteUrl, 'https://club.example.com');
    expect(config.siteUrl).toBe('https://club.example.com');
    expect(config.isHttps).toBe(true);
  });
});
