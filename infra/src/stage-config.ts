import type { App } from 'aws-cdk-lib';
import { adminEmailsSchema, retentionDaysSchema } from '@club/shared';
import { DEFAULT_THROTTLES, DEFAULT_WAF_LIMITS, ROUTE_FAMILIES, type RouteFamily, type RouteThrottle, type WafLimits } from '@club/shared/rate-limits';

/** Everything that differs between stages, read from CDK context (`-c key=value`). */
export interface StageConfig {
  /** e.g. `dev`, `prod`; carried by every resource name and export. */
  stage: string;
  /** prod keeps data: RETAIN, deletion protection. */
  isProd: boolean;
  /** Optional custom domain for the site, with an ACM certificate in us-east-1. */
  domainName?: string;
  certificateArn?: string;
  /** Secrets Manager secret holding the LinkedIn app's `clientId` and `clientSecret`. */
  linkedinSecretName: string;
  /** Cognito hosted UI domain prefix (globally unique per region). */
  authDomainPrefix: string;
  /** The web build to deploy. */
  webDistDir: string;
  /** API Gateway throttling per route family (rate-limits.ts); `-c throttle='{...}'` overrides families. */
  throttles: Record<RouteFamily, RouteThrottle>;
  /**
   * The AWS WAF web ACL on CloudFront (rate rules per client IP). Always on in
   * prod; other stages opt in with `-c waf=true` (a web ACL has a monthly cost).
   */
  waf: { enabled: boolean; limits: WafLimits };
  /**
   * Members signing in with one of these e-mails become admins (ADMIN_EMAILS on the
   * sign-in callback): a stage's first admin, from `-c adminEmails=a@x.com,b@y.com`.
   * @default none
   */
  adminEmails: string[];
  /**
   * Days the audit log keeps an entry (AUDIT_RETENTION_DAYS on every function;
   * the table's TTL removes older ones), from `-c auditRetentionDays=2555`.
   * @default unset: entries are kept as long as the table (prod's is retained)
   */
  auditRetentionDays?: number;
  /**
   * E-mail through SES (stack `club-<stage>-mail`), from `-c mailFrom=club@example.org`
   * (or a bare domain: the sender is `club@<domain>`). The identity is the sender's domain
   * with Easy DKIM unless `-c mailIdentity=address` (the one address, no DNS: for a first
   * try in the sandbox). `-c mailTestRecipients=a@x.com,b@y.com` verifies sandbox recipients.
   * @default undefined: the stage sends no mail (a synth warning says so)
   */
  mail?: MailConfig;
  /**
   * The address the alarm topics (`club-<stage>-alarms`, and `club-<stage>-alarms-us-east-1` for the WAF)
   * mail, from `-c alarmEmail=ops@example.org` (lower-cased).
   * @default undefined: alarms go to a topic nobody reads (a synth warning says so)
   */
  alarmEmail?: string;
  /** Alarm thresholds (monitoring-stack.ts): the stage's defaults, `-c alarms='{"api5xxRatePercent":2}'` overrides some. */
  alarms: AlarmThresholds;
  /**
   * X-Ray, from `-c tracing=true`: every function gets Lambda active tracing and a bundle with
   * Powertools Tracer, which records the AWS SDK calls (functions/src/platform/lib/tracing.ts).
   * @default false (no Tracer in the bundles: it adds ~123 KiB to each)
   */
  tracing: boolean;
  /**
   * Web Push, from `-c push=true`: the push routes and the push stream consumer read the stage's VAPID key pair
   * from its SSM SecureString (`npm run vapid-keys -- --stage <stage>` makes it first; docs/infra.md, "Push").
   * @default false (the settings say push is not set up; nothing is pushed)
   */
  push: boolean;
}

/** What makes an alarm fire, per stage (docs/runbook.md explains each alarm). */
export interface AlarmThresholds {
  /** `api-5xx-rate`: percent of HTTP API requests answered 5xx in a 5-minute period (2 of 3 periods). */
  api5xxRatePercent: number;
  /** `api-p99-latency`: the HTTP API's p99 latency in milliseconds (3 of 3 five-minute periods). */
  apiP99LatencyMs: number;
  /** `lambda-errors-<group>`: a route group's function errors in 5 minutes. */
  lambdaErrorsPer5Minutes: number;
  /** `lambda-throttles-<group>`: a route group's throttled invocations in 5 minutes. */
  lambdaThrottlesPer5Minutes: number;
  /** `dynamodb-throttles`: the table's read and write throttle events in 5 minutes. */
  dynamodbThrottlesPer5Minutes: number;
  /** `waf-blocked-spike`: requests the web ACL blocked in 5 minutes. */
  wafBlockedPer5Minutes: number;
  /** `mail-bounce-rate`: SES's reputation bounce rate in percent (SES reviews an account at 5 %). */
  mailBounceRatePercent: number;
  /** `mail-complaint-rate`: SES's reputation complaint rate in percent (SES reviews an account at 0.1 %). */
  mailComplaintRatePercent: number;
}

/** prod pages sooner; other stages tolerate the noise of deploys and tests. */
export const DEFAULT_ALARM_THRESHOLDS: Record<'prod' | 'other', AlarmThresholds> = {
  prod: {
    api5xxRatePercent: 1,
    apiP99LatencyMs: 3000,
    lambdaErrorsPer5Minutes: 3,
    lambdaThrottlesPer5Minutes: 1,
    dynamodbThrottlesPer5Minutes: 5,
    wafBlockedPer5Minutes: 200,
    mailBounceRatePercent: 3,
    mailComplaintRatePercent: 0.05,
  },
  other: {
    api5xxRatePercent: 5,
    apiP99LatencyMs: 5000,
    lambdaErrorsPer5Minutes: 10,
    lambdaThrottlesPer5Minutes: 5,
    dynamodbThrottlesPer5Minutes: 20,
    wafBlockedPer5Minutes: 1000,
    mailBounceRatePercent: 5,
    mailComplaintRatePercent: 0.1,
  },
};

/** A stage's SES setup (see StageConfig.mail). */
export interface MailConfig {
  /** MAIL_FROM of the sending functions. */
  from: string;
  /** What SES verifies: the sender's domain (Easy DKIM) or the address alone. */
  identity: { kind: 'domain'; domain: string } | { kind: 'address'; address: string };
  /** The configuration set every mail names, `club-<stage>`. */
  configurationSetName: string;
  /** Addresses verified as identities so the sandbox lets the stage mail them (lower-cased). */
  testRecipients: string[];
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** The local part used when `mailFrom` names a domain only. */
const DEFAULT_MAIL_LOCAL_PART = 'club';

function mailConfig(stage: string, context: (key: string) => string | undefined): MailConfig | undefined {
  const given = context('mailFrom')?.trim().toLowerCase();
  const identityKind = context('mailIdentity') ?? 'domain';
  if (!['domain', 'address'].includes(identityKind)) throw new Error('mailIdentity must be domain or address.');
  const recipients = adminEmailsSchema.safeParse(context('mailTestRecipients') ?? '');
  if (!recipients.success) throw new Error('mailTestRecipients must be e-mail addresses separated by commas.');
  if (!given) {
    if (context('mailIdentity') || recipients.data.length) throw new Error('mailIdentity and mailTestRecipients need mailFrom.');
    return undefined;
  }
  const from = given.includes('@') ? given : `${DEFAULT_MAIL_LOCAL_PART}@${given}`;
  const domain = from.slice(from.lastIndexOf('@') + 1);
  if (!adminEmailsSchema.safeParse(from).success || !DOMAIN.test(domain)) {
    throw new Error('mailFrom must be an e-mail address (club@example.org) or a domain (example.org).');
  }
  if (identityKind === 'address' && !given.includes('@')) throw new Error('mailIdentity=address needs mailFrom to be an address.');
  return {
    from,
    identity: identityKind === 'address' ? { kind: 'address', address: from } : { kind: 'domain', domain },
    configurationSetName: `club-${stage}`,
    testRecipients: recipients.data,
  };
}

const STAGE_NAME = /^[a-z][a-z0-9-]{1,20}$/;

export function stageConfig(app: App, defaults: { webDistDir: string }): StageConfig {
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  if (!STAGE_NAME.test(stage)) throw new Error(`Stage "${stage}" must be 2-21 lower-case letters, digits or dashes.`);
  const context = (key: string): string | undefined => {
    const value = app.node.tryGetContext(key);
    return value === undefined || value === '' ? undefined : String(value);
  };
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Give both domainName and certificateArn (an ACM certificate in us-east-1), or neither.');
  }
  const isProd = stage === 'prod';
  const wafContext = context('waf');
  if (wafContext !== undefined && !['true', 'false'].includes(wafContext)) throw new Error('waf must be true or false.');
  if (isProd && wafContext === 'false') throw new Error('The prod stage always has its WAF web ACL; waf=false is for other stages.');
  const mail = mailConfig(stage, context);
  const adminEmails = adminEmailsSchema.safeParse(context('adminEmails') ?? '');
  if (!adminEmails.success) throw new Error('adminEmails must be e-mail addresses separated by commas.');
  const retentionContext = context('auditRetentionDays');
  const auditRetentionDays = retentionContext === undefined ? undefined : retentionDaysSchema.safeParse(retentionContext);
  if (auditRetentionDays && !auditRetentionDays.success) throw new Error('auditRetentionDays must be a whole number of days (1 or more).');
  const tracingContext = context('tracing');
  if (tracingContext !== undefined && !['true', 'false'].includes(tracingContext)) throw new Error('tracing must be true or false.');
  const pushContext = context('push');
  if (pushContext !== undefined && !['true', 'false'].includes(pushContext)) throw new Error('push must be true or false.');
  return {
    stage,
    isProd,
    domainName,
    certificateArn,
    linkedinSecretName: context('linkedinSecretName') ?? `club/${stage}/linkedin`,
    authDomainPrefix: context('authDomainPrefix') ?? `telugu-exec-club-${stage}`,
    webDistDir: context('webDistDir') ?? defaults.webDistDir,
    throttles: throttles(isProd, app.node.tryGetContext('throttle')),
    waf: {
      enabled: isProd || wafContext === 'true',
      limits: {
        signInPer5Minutes: positiveInt('wafSignInLimit', context('wafSignInLimit')) ?? DEFAULT_WAF_LIMITS.signInPer5Minutes,
        apiPer5Minutes: positiveInt('wafApiLimit', context('wafApiLimit')) ?? DEFAULT_WAF_LIMITS.apiPer5Minutes,
      },
    },
    adminEmails: adminEmails.data,
    ...(auditRetentionDays?.success ? { auditRetentionDays: auditRetentionDays.data } : {}),
    ...(mail ? { mail } : {}),
    ...alarmEmail(context('alarmEmail')),
    alarms: alarmThresholds(isProd, app.node.tryGetContext('alarms')),
    tracing: tracingContext === 'true',
    push: pushContext === 'true',
  };
}

function alarmEmail(value: string | undefined): { alarmEmail?: string } {
  if (value === undefined) return {};
  const parsed = adminEmailsSchema.safeParse(value);
  if (!parsed.success || parsed.data.length !== 1) throw new Error('alarmEmail must be one e-mail address (ops@example.org).');
  return { alarmEmail: parsed.data[0]! };
}

/** Percent thresholds lie in (0, 100]; counts and milliseconds are whole numbers from 1. */
const PERCENT_THRESHOLDS: readonly (keyof AlarmThresholds)[] = ['api5xxRatePercent', 'mailBounceRatePercent', 'mailComplaintRatePercent'];

/** The stage's default thresholds with any given in the `alarms` context (an object or its JSON). */
function alarmThresholds(isProd: boolean, raw: unknown): AlarmThresholds {
  const base = { ...DEFAULT_ALARM_THRESHOLDS[isProd ? 'prod' : 'other'] };
  if (raw === undefined || raw === '') return base;
  let given: unknown;
  try {
    given = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw new Error(`alarms must be a JSON object of thresholds, e.g. '{"api5xxRatePercent":2}'.`);
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new Error(`alarms must be a JSON object of thresholds, e.g. '{"api5xxRatePercent":2}'.`);
  }
  const keys = Object.keys(base) as (keyof AlarmThresholds)[];
  for (const [key, value] of Object.entries(given)) {
    if (!keys.includes(key as keyof AlarmThresholds)) throw new Error(`alarms: unknown threshold "${key}" (${keys.join(', ')}).`);
    const name = key as keyof AlarmThresholds;
    const percent = PERCENT_THRESHOLDS.includes(name);
    const valid = typeof value === 'number' && Number.isFinite(value) && (percent ? value > 0 && value <= 100 : Number.isInteger(value) && value >= 1);
    if (!valid) throw new Error(`alarms.${key} must be ${percent ? 'a percentage above 0 and at most 100' : 'a whole number from 1'}.`);
    base[name] = value;
  }
  return base;
}

function positiveInt(key: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  // WAF rate rules accept 10 to 2,000,000,000 requests per window.
  if (!Number.isInteger(n) || n < 10 || n > 2_000_000_000) throw new Error(`${key} must be a whole number from 10 to 2000000000.`);
  return n;
}

/** The stage's defaults with any families given in the `throttle` context (an object or its JSON). */
function throttles(isProd: boolean, raw: unknown): Record<RouteFamily, RouteThrottle> {
  const base = { ...DEFAULT_THROTTLES[isProd ? 'prod' : 'other'] };
  if (raw === undefined || raw === '') return base;
  const given = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, Partial<RouteThrottle>>;
  for (const [family, limits] of Object.entries(given)) {
    if (!ROUTE_FAMILIES.includes(family as RouteFamily)) throw new Error(`throttle: unknown route family "${family}" (${ROUTE_FAMILIES.join(', ')}).`);
    const merged = { ...base[family as RouteFamily], ...limits };
    if (!(merged.rateLimit > 0 && Number.isInteger(merged.burstLimit) && merged.burstLimit > 0)) {
      throw new Error(`throttle.${family}: rateLimit and burstLimit must be positive numbers (burstLimit whole).`);
    }
    base[family as RouteFamily] = merged;
  }
  return base;
}
