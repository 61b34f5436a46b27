import { ENV, LOCAL_STAGE, LOCAL_TABLE_NAME, PLATFORM_ENV } from '@club/shared';

/**
 * The environment the handlers read (functions/src/config.ts), set for a
 * local run on `port`, by the names the cloud stacks set (shared/src/env.ts).
 */
export function applyLocalEnv(port: number, dynamodbEndpoint: string, tableName = LOCAL_TABLE_NAME): string {
  const siteUrl = `http://localhost:${port}`;
  Object.assign(process.env, {
    [ENV.stage]: LOCAL_STAGE,
    [ENV.siteUrl]: siteUrl,
    [ENV.tableName]: tableName,
    [ENV.dynamodbEndpoint]: dynamodbEndpoint,
    [ENV.oidcIssuer]: `${siteUrl}/local-idp`,
    [ENV.oidcClientId]: 'club-local',
    [ENV.oidcClientSecret]: 'club-local-secret',
  });
  process.env[PLATFORM_ENV.logLevel] ??= 'WARN';
  process.env.AWS_REGION ??= 'us-east-1';
  return siteUrl;
}
