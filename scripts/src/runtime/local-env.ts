import { LOCAL_TABLE_NAME } from '@club/shared';

/**
 * The environment the handlers read (functions/src/config.ts), set for a
 * local run on `port`. The cloud stacks set the same names.
 */
export function applyLocalEnv(port: number, dynamodbEndpoint: string, tableName = LOCAL_TABLE_NAME): string {
  const siteUrl = `http://localhost:${port}`;
  Object.assign(process.env, {
    STAGE: 'local',
    SITE_URL: siteUrl,
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
    OIDC_ISSUER: `${siteUrl}/local-idp`,
    OIDC_CLIENT_ID: 'club-local',
    OIDC_CLIENT_SECRET: 'club-local-secret',
  });
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  process.env.AWS_REGION ??= 'us-east-1';
  return siteUrl;
}
