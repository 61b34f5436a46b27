import { LOCAL_TABLE_NAME } from '@club/shared';

/**
 * Runtime settings, read from the environment on every call so tests and the
 * local runtime can set them before a handler runs. Infra sets the same names.
 */
export const config = {
  /** `local` on a developer machine; any other value is a cloud stage. */
  get stage(): string {
    return process.env.STAGE ?? 'local';
  },
  get tableName(): string {
    return process.env.TABLE_NAME ?? LOCAL_TABLE_NAME;
  },
  /** Set locally and in tests to reach DynamoDB Local; unset in the cloud. */
  get dynamodbEndpoint(): string | undefined {
    return process.env.DYNAMODB_ENDPOINT || undefined;
  },
  /** The public site origin, e.g. https://club.example.com or http://localhost:3000. */
  get siteUrl(): string {
    return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  },
  get oidcIssuer(): string {
    return process.env.OIDC_ISSUER ?? `${this.siteUrl}/local-idp`;
  },
  get oidcClientId(): string {
    return process.env.OIDC_CLIENT_ID ?? 'club-local';
  },
  /** Set locally; in the cloud the secret is read from Cognito (see client-secret.ts). */
  get oidcClientSecret(): string | undefined {
    return process.env.OIDC_CLIENT_SECRET ?? (this.stage === 'local' ? 'club-local-secret' : undefined);
  },
  /** The Cognito user pool whose app client secret the sign-in routes read at cold start. */
  get cognitoUserPoolId(): string | undefined {
    return process.env.COGNITO_USER_POOL_ID || undefined;
  },
  /** Cognito has no end_session_endpoint in discovery; its /logout URL is given here. */
  get oidcLogoutUrl(): string | undefined {
    return process.env.OIDC_LOGOUT_URL || undefined;
  },
  /** Cognito's /oauth2/revoke when discovery does not list a revocation endpoint. */
  get oidcRevocationUrl(): string | undefined {
    return process.env.OIDC_REVOCATION_URL || undefined;
  },
  /** Sent to Cognito as identity_provider so the hosted UI goes straight to LinkedIn. */
  get oidcIdentityProvider(): string | undefined {
    return process.env.OIDC_IDENTITY_PROVIDER || undefined;
  },
  get isHttps(): boolean {
    return this.siteUrl.startsWith('https:');
  },
};
