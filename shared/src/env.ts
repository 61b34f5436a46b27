import * as z from './zod.js';
import { LOCAL_TABLE_NAME } from './table.js';
import { onFirstUse } from './lazy.js';

/**
 * The environment variables the functions read, by setting. Infra sets them on
 * every Lambda (routes and schedules alike), `functions/src/platform/config.ts` parses
 * them with `runtimeEnvSchema`, the local runtime and the tests set them for a
 * local run. Nothing else spells these names.
 */
export const ENV = {
  /** `local` (or unset) on a developer machine and in tests; any other value is a cloud stage, where nothing falls back to a local default. */
  stage: 'STAGE',
  /** The single DynamoDB table. Local default: `club-local`. */
  tableName: 'TABLE_NAME',
  /** DynamoDB Local's URL; set locally and in tests, unset in the cloud. */
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  /** The public site origin (`https://<distribution or domain>`); sign-in redirects and the origin check use it. Local default: `http://localhost:3000`. */
  siteUrl: 'SITE_URL',
  /** The OpenID issuer: the Cognito user pool in the cloud. Local default: `<SITE_URL>/local-idp`. */
  oidcIssuer: 'OIDC_ISSUER',
  /** The app client id at the issuer. Local default: `club-local`. */
  oidcClientId: 'OIDC_CLIENT_ID',
  /** The app client secret. Never set in the cloud (read from Cognito at cold start). Local default: `club-local-secret`. */
  oidcClientSecret: 'OIDC_CLIENT_SECRET',
  /** The Cognito user pool whose app client secret the sign-in routes read; required in the cloud unless OIDC_CLIENT_SECRET is set. */
  cognitoUserPoolId: 'COGNITO_USER_POOL_ID',
  /** Cognito's /logout (it has no end_session_endpoint in discovery). Optional. */
  oidcLogoutUrl: 'OIDC_LOGOUT_URL',
  /** Cognito's /oauth2/revoke when discovery lists no revocation endpoint. Optional. */
  oidcRevocationUrl: 'OIDC_REVOCATION_URL',
  /** Sent to Cognito as `identity_provider` so the hosted UI goes straight to LinkedIn. Optional. */
  oidcIdentityProvider: 'OIDC_IDENTITY_PROVIDER',
  /**
   * 32 random bytes (base64url) sealing the sign-in attempt cookie; the local runtime generates one into `.local/`.
   * Optional: unset, the key is derived from the OIDC client secret (in the cloud, read from Cognito at cold start).
   */
  loginCookieKey: 'LOGIN_COOKIE_KEY',
  /**
   * Comma-separated e-mail addresses whose members become admins at sign-in (a stage's first admin comes
   * from configuration, never from code). Optional; infra sets it on the sign-in callback from CDK context `adminEmails`.
   */
  adminEmails: 'ADMIN_EMAILS',
  /**
   * How many days the audit log keeps an entry (the table's TTL removes it after). Optional: unset, entries are
   * kept as long as the table (prod's is retained). Infra sets it on every function from CDK context `auditRetentionDays`.
   */
  auditRetentionDays: 'AUDIT_RETENTION_DAYS',
  /** The private bucket holding data-room files; set on the routes whose RouteDef has `files`. Local default: `club-local-deal-rooms`. */
  dealRoomBucket: 'DEAL_ROOM_BUCKET',
  /** The private bucket holding the search index snapshots; set on the routes whose RouteDef has `searchIndex` and on the search jobs. Local default: `club-local-search`. */
  searchBucket: 'SEARCH_BUCKET',
  /** The local S3-compatible server's URL (s3rver); set locally and in tests, unset in the cloud. */
  s3Endpoint: 'S3_ENDPOINT',
  /** The local SES v2 emulator's URL (aws-ses-v2-local); set locally and in tests, unset in the cloud. */
  sesEndpoint: 'SES_ENDPOINT',
  /** The address every mail is sent from (the stage's verified SES identity, CDK context `mailFrom`). Local default: `club@localhost`. */
  mailFrom: 'MAIL_FROM',
  /** The SES configuration set every mail names (its bounce and complaint events reach the suppression list); set in the cloud on the functions that send mail, unset locally. */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
} as const;

/**
 * Variables read by the platform, not by the app's code: set by infra and the
 * local runtime, so their names live here too, but they are not parsed.
 */
export const PLATFORM_ENV = {
  /** Powertools Logger's service name. */
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  /** Powertools Logger's level (`SILENT` in tests, `WARN` locally). */
  logLevel: 'POWERTOOLS_LOG_LEVEL',
  /** `true` stops Powertools Metrics writing its embedded-metric lines (tests, the local runtime: no CloudWatch reads them). */
  metricsDisabled: 'POWERTOOLS_METRICS_DISABLED',
} as const;

/**
 * Push notifications' settings: read by the push functions alone (functions/src/features/notifications/push/vapid.ts),
 * so they are not in the settings every function parses at its cold start.
 */
export const PUSH_ENV = {
  /**
   * The stage's VAPID key pair (base64url): the public key browsers subscribe to push with, the private key that signs
   * each push. Set locally and in tests only (the local runtime makes them once into `.local/vapid.json`); unset: push is off.
   */
  vapidPublicKey: 'VAPID_PUBLIC_KEY',
  vapidPrivateKey: 'VAPID_PRIVATE_KEY',
  /**
   * The cloud's VAPID key pair: the SSM SecureString parameter holding it as JSON (`npm run vapid-keys`), set on the
   * functions that read it (the push routes, the push sender) when the stage has push (CDK context `push=true`).
   */
  vapidParameter: 'VAPID_PARAMETER',
} as const;

/** The SSM SecureString parameter holding a cloud stage's VAPID key pair as JSON (infra grants its read; `npm run vapid-keys` writes it). */
export const vapidParameterName = (stage: string): string => `/club/${stage}/vapid-keys`;

export type EnvName = (typeof ENV)[keyof typeof ENV];
export type PlatformEnvName = (typeof PLATFORM_ENV)[keyof typeof PLATFORM_ENV];

/** The settings the functions run with, parsed from the environment (see `parseRuntimeEnv`). */
export interface RuntimeSettings {
  stage: string;
  tableName: string;
  dynamodbEndpoint?: string;
  /** Without a trailing slash. */
  siteUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
  oidcClientSecret?: string;
  cognitoUserPoolId?: string;
  oidcLogoutUrl?: string;
  oidcRevocationUrl?: string;
  oidcIdentityProvider?: string;
  loginCookieKey?: string;
  /** Lower-cased; empty when ADMIN_EMAILS is unset. */
  adminEmails: string[];
  /** Days an audit entry is kept; undefined: as long as the table. */
  auditRetentionDays?: number;
  /** The data-room bucket; only the routes with `files` have it in the cloud. */
  dealRoomBucket?: string;
  /** The search index bucket; only the search routes and jobs have it in the cloud. */
  searchBucket?: string;
  /** The local S3-compatible server; unset in the cloud. */
  s3Endpoint?: string;
  /** The local SES emulator; unset in the cloud. */
  sesEndpoint?: string;
  /** The sender of every mail; only the functions that send mail have it in the cloud. */
  mailFrom?: string;
  /** The SES configuration set of every mail; only the functions that send mail have it in the cloud. */
  sesConfigurationSet?: string;
}
/** The local bucket of data-room files (the local S3 server's). */
export const LOCAL_DEAL_ROOM_BUCKET = 'club-local-deal-rooms';
/** The local bucket of search index snapshots (the local S3 server's). */
export const LOCAL_SEARCH_BUCKET = 'club-local-search';

export const LOCAL_STAGE = 'local';
/** The local sender (the local SES emulator accepts any address). */
export const LOCAL_MAIL_FROM = 'club@localhost';
const LOCAL_SITE_URL = 'http://localhost:3000';

/** ADMIN_EMAILS: `a@x.com, B@y.com` → `['a@x.com', 'b@y.com']`; blanks between commas are ignored. Infra checks its context with it too. */
export const adminEmailsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
    z.array(z.email()),
  ),
);
/** AUDIT_RETENTION_DAYS: a whole number of days, at least one. Infra checks its context with it too. */
export const retentionDaysSchema = /* @__PURE__ */ onFirstUse(() => z.coerce.number().check(z.int(), z.gte(1), z.lte(36_500)));
const mailFromSchema = /* @__PURE__ */ onFirstUse(() => z.email());

/**
 * One variable's check: its value as the settings hold it, or why it is refused.
 * Written by hand, not as a zod object: every function parses its settings at
 * its cold start, and building and first running a zod object of twenty
 * settings cost ~4 ms of CPU there. The e-mail checks (set only on the
 * functions that send mail or sign members in) still use zod's.
 */
type Check = (value: string) => { value: unknown } | { problems: string[] };

const fromSchema =
  (schema: z.ZodMiniType): Check =>
  (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? { value: parsed.data } : { problems: parsed.error.issues.map((issue) => issue.message) };
  };
// The schemas behind the plain checks: built only when a value is refused, so the refusal is worded as zod words it.
const textSchema = /* @__PURE__ */ onFirstUse(() => z.string().check(z.trim(), z.minLength(1)));
const urlSchema = /* @__PURE__ */ onFirstUse(() => z.url({ protocol: /^https?$/ }));
/** A non-blank value, trimmed (as `textSchema`). */
const text: Check = (value) => {
  const trimmed = value.trim();
  return trimmed ? { value: trimmed } : fromSchema(textSchema)(value);
};
/** An http(s) URL written with `//`, trimmed, tabs and line breaks dropped (as `urlSchema`, which has the last word). */
const url: Check = (value) => {
  const trimmed = value.trim();
  const parsed = /^https?:\/\//i.test(trimmed) ? URL.parse(trimmed) : null;
  return parsed && /^https?:$/.test(parsed.protocol) ? { value: trimmed.replace(/[\t\n\r]/g, '') } : fromSchema(urlSchema)(value);
};
/** A whole number of days from 1 to 36,500 (as `retentionDaysSchema`, which words a refusal). */
const retentionDays: Check = (value) => {
  const days = Number(value);
  return Number.isSafeInteger(days) && days >= 1 && days <= 36_500 ? { value: days } : fromSchema(retentionDaysSchema)(value);
};

/** A setting: its check, and in each stage whether it is required or the local value it falls back to. */
interface Setting {
  check: Check;
  /** Required in a cloud stage (else optional there). */
  cloud?: 'required';
  /** The local runtime's value when unset (else optional locally). */
  local?: string;
}

/** Every setting, in the order a refused environment names them. */
const SETTINGS = {
  [ENV.dynamodbEndpoint]: { check: url },
  [ENV.cognitoUserPoolId]: { check: text },
  [ENV.oidcLogoutUrl]: { check: url },
  [ENV.oidcRevocationUrl]: { check: url },
  [ENV.oidcIdentityProvider]: { check: text },
  [ENV.loginCookieKey]: { check: text },
  [ENV.adminEmails]: { check: fromSchema(adminEmailsSchema) },
  [ENV.auditRetentionDays]: { check: retentionDays },
  [ENV.s3Endpoint]: { check: url },
  [ENV.sesEndpoint]: { check: url },
  [ENV.sesConfigurationSet]: { check: text },
  [ENV.stage]: { check: text, cloud: 'required', local: LOCAL_STAGE },
  [ENV.tableName]: { check: text, cloud: 'required', local: LOCAL_TABLE_NAME },
  [ENV.siteUrl]: { check: url, cloud: 'required', local: LOCAL_SITE_URL },
  // Defaults to the local provider under SITE_URL (see toSettings).
  [ENV.oidcIssuer]: { check: url, cloud: 'required' },
  [ENV.oidcClientId]: { check: text, cloud: 'required', local: 'club-local' },
  [ENV.oidcClientSecret]: { check: text, local: 'club-local-secret' },
  [ENV.dealRoomBucket]: { check: text, local: LOCAL_DEAL_ROOM_BUCKET },
  [ENV.searchBucket]: { check: text, local: LOCAL_SEARCH_BUCKET },
  // The cloud's sender must be an address; locally any text (the emulator takes anything).
  [ENV.mailFrom]: { check: text, local: LOCAL_MAIL_FROM },
} satisfies Record<EnvName, Setting>;

const COGNITO_OR_SECRET = `required unless ${ENV.oidcClientSecret} is set: the sign-in routes read the client secret from this pool`;

type ParsedEnv = Partial<Record<EnvName, unknown>>;

function toSettings(env: ParsedEnv): RuntimeSettings {
  const read = (name: EnvName) => env[name] as string;
  const optional = (name: EnvName) => env[name] as string | undefined;
  const siteUrl = read(ENV.siteUrl).replace(/\/+$/, '');
  return {
    stage: read(ENV.stage),
    tableName: read(ENV.tableName),
    dynamodbEndpoint: optional(ENV.dynamodbEndpoint),
    siteUrl,
    oidcIssuer: optional(ENV.oidcIssuer) ?? `${siteUrl}/local-idp`,
    oidcClientId: read(ENV.oidcClientId),
    oidcClientSecret: optional(ENV.oidcClientSecret),
    cognitoUserPoolId: optional(ENV.cognitoUserPoolId),
    oidcLogoutUrl: optional(ENV.oidcLogoutUrl),
    oidcRevocationUrl: optional(ENV.oidcRevocationUrl),
    oidcIdentityProvider: optional(ENV.oidcIdentityProvider),
    loginCookieKey: optional(ENV.loginCookieKey),
    adminEmails: (env[ENV.adminEmails] as string[] | undefined) ?? [],
    auditRetentionDays: env[ENV.auditRetentionDays] as number | undefined,
    dealRoomBucket: optional(ENV.dealRoomBucket),
    searchBucket: optional(ENV.searchBucket),
    s3Endpoint: optional(ENV.s3Endpoint),
    sesEndpoint: optional(ENV.sesEndpoint),
    mailFrom: optional(ENV.mailFrom),
    sesConfigurationSet: optional(ENV.sesConfigurationSet),
  };
}

/** True for a developer machine or the tests: STAGE unset, empty or `local`. */
export const isLocalStage = (stage: string | undefined): boolean => !stage || stage === LOCAL_STAGE;

/** The variables a cloud stage must set (infra's tests check that every function gets them). */
export const cloudRequiredEnv = (): EnvName[] =>
  (Object.entries(SETTINGS) as [EnvName, Setting][]).filter(([, setting]) => setting.cloud).map(([name]) => name);

/** The environment is unusable; the message names every missing or invalid variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses the settings from `env` (usually `process.env`); empty strings count
 * as unset. In a cloud stage a missing or invalid variable throws an
 * `EnvError` naming it. Values are never echoed: one may be a secret.
 */
export function parseRuntimeEnv(env: Readonly<Record<string, string | undefined>>): RuntimeSettings {
  const stage = env[ENV.stage] || undefined;
  const cloud = !isLocalStage(stage);
  const parsed: ParsedEnv = {};
  const problems: string[] = [];
  let missing = false;
  for (const [name, setting] of Object.entries(SETTINGS) as [EnvName, Setting][]) {
    const raw = env[name] || undefined;
    if (raw === undefined) {
      if (cloud && setting.cloud) {
        problems.push(`${name} is missing`);
        missing = true;
      } else if (!cloud && setting.local !== undefined) parsed[name] = setting.local;
      continue;
    }
    const result = cloud && name === ENV.mailFrom ? fromSchema(mailFromSchema)(raw) : setting.check(raw);
    if ('problems' in result) problems.push(...result.problems.map((problem) => `${name} is invalid (${problem})`));
    else parsed[name] = result.value;
  }
  // Checked once every variable is there, as a zod refinement is: a missing one is reported alone.
  if (cloud && !missing && !env[ENV.oidcClientSecret] && !env[ENV.cognitoUserPoolId]) {
    problems.push(`${ENV.cognitoUserPoolId} is missing: ${COGNITO_OR_SECRET}`);
  }
  if (problems.length) throw new EnvError(`Environment of stage "${stage ?? LOCAL_STAGE}": ${problems.join('; ')}.`);
  return toSettings(parsed);
}
