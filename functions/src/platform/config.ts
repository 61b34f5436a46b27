import { ENV, isLocalStage, parseRuntimeEnv, type RuntimeSettings } from '@club/shared';

const NAMES = Object.values(ENV);
let parsed: { from: string; settings: RuntimeSettings } | undefined;

/**
 * The runtime settings, parsed from `process.env` with the shared schema
 * (shared/src/env.ts): once per cold start, and again only when one of the
 * variables changed (tests and the local runtime set them before a handler
 * runs, some tests change them between cases). In a cloud stage a missing
 * variable throws an error naming it.
 */
export function runtimeSettings(): RuntimeSettings {
  // A Lambda's environment is fixed for its life: a cloud stage parses once.
  if (parsed && !isLocalStage(parsed.settings.stage)) return parsed.settings;
  const from = NAMES.map((name) => process.env[name] ?? '').join('\0');
  if (parsed?.from !== from) parsed = { from, settings: parseRuntimeEnv(process.env) };
  return parsed.settings;
}

/** Runtime settings by name; each read is a lookup in the parsed settings. */
export const config = {
  /** `local` on a developer machine; any other value is a cloud stage. */
  get stage(): string {
    return runtimeSettings().stage;
  },
  get tableName(): string {
    return runtimeSettings().tableName;
  },
  /** Set locally and in tests to reach DynamoDB Local; unset in the cloud. */
  get dynamodbEndpoint(): string | undefined {
    return runtimeSettings().dynamodbEndpoint;
  },
  /** The public site origin, e.g. https://club.example.com or http://localhost:3000. */
  get siteUrl(): string {
    return runtimeSettings().siteUrl;
  },
  get oidcIssuer(): string {
    return runtimeSettings().oidcIssuer;
  },
  get oidcClientId(): string {
    return runtimeSettings().oidcClientId;
  },
  /** Set locally; in the cloud the secret is read from Cognito (see client-secret.ts). */
  get oidcClientSecret(): string | undefined {
    return runtimeSettings().oidcClientSecret;
  },
  /** The Cognito user pool whose app client secret the sign-in routes read at cold start. */
  get cognitoUserPoolId(): string | undefined {
    return runtimeSettings().cognitoUserPoolId;
  },
  /** Cognito has no end_session_endpoint in discovery; its /logout URL is given here. */
  get oidcLogoutUrl(): string | undefined {
    return runtimeSettings().oidcLogoutUrl;
  },
  /** Cognito's /oauth2/revoke when discovery does not list a revocation endpoint. */
  get oidcRevocationUrl(): string | undefined {
    return runtimeSettings().oidcRevocationUrl;
  },
  /** Sent to Cognito as identity_provider so the hosted UI goes straight to LinkedIn. */
  get oidcIdentityProvider(): string | undefined {
    return runtimeSettings().oidcIdentityProvider;
  },
  /** The sign-in attempt cookie's key (base64url), when set; else derived from the client secret (login-cookie.ts). */
  get loginCookieKey(): string | undefined {
    return runtimeSettings().loginCookieKey;
  },
  /** Members signing in with one of these (lower-cased) e-mails become admins (members.ts). */
  get adminEmails(): readonly string[] {
    return runtimeSettings().adminEmails;
  },
  /** Days an audit entry is kept (its TTL), or undefined: as long as the table (audit.ts). */
  get auditRetentionDays(): number | undefined {
    return runtimeSettings().auditRetentionDays;
  },
  /** The data-room bucket; set on the routes with `files`. */
  get dealRoomBucket(): string | undefined {
    return runtimeSettings().dealRoomBucket;
  },
  /** The search index bucket; set on the search routes and jobs. */
  get searchBucket(): string | undefined {
    return runtimeSettings().searchBucket;
  },
  /** Set locally and in tests to reach the local S3 server; unset in the cloud. */
  get s3Endpoint(): string | undefined {
    return runtimeSettings().s3Endpoint;
  },
  /** Set locally and in tests to reach the local SES emulator; unset in the cloud. */
  get sesEndpoint(): string | undefined {
    return runtimeSettings().sesEndpoint;
  },
  /** The sender of every mail (locally `club@localhost`); set in the cloud on the functions that send mail. */
  get mailFrom(): string | undefined {
    return runtimeSettings().mailFrom;
  },
  /** The SES configuration set each mail names (bounce and complaint events); unset locally. */
  get sesConfigurationSet(): string | undefined {
    return runtimeSettings().sesConfigurationSet;
  },
  get isLocal(): boolean {
    return isLocalStage(this.stage);
  },
  get isHttps(): boolean {
    return this.siteUrl.startsWith('https:');
  },
};

// Fail fast: in a cloud stage a missing variable stops the cold start, naming it, before any request is taken.
if (!isLocalStage(process.env[ENV.stage])) runtimeSettings();
