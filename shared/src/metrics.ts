/**
 * The club's own CloudWatch metrics: what the handlers emit (embedded metric
 * format through Powertools Metrics, functions/src/platform/lib/metrics.ts) and what
 * the dashboard and alarms read (infra/src/stacks/monitoring-stack.ts). A
 * metric's identity is its namespace, name and every dimension, so both sides
 * take them from here.
 */
export const METRICS_NAMESPACE = 'TeluguExecClub';

/** Powertools' `service` dimension, the same on every metric. */
export const METRICS_SERVICE = 'club';

/** Dimensions every club metric carries besides `service`: the stage (`STAGE` in the function's environment). */
export const METRIC_STAGE_DIMENSION = 'stage';

/** What members did, counted once per successful change (never for a refused or failed request). */
export const BUSINESS_METRICS = {
  SignIns: 'a member signed in with LinkedIn (authCallback)',
  Rsvps: 'an RSVP was taken, seated or waitlisted (rsvpEvent)',
  IntroductionsRequested: 'a member asked a connection for an introduction (createIntroRequest)',
  Interests: 'an investor expressed interest in an opportunity (expressInterest)',
  TradeQuotes: 'a landed-cost duty quote was computed (quoteDuty)',
  TicketsOpened: 'a member opened a concierge ticket (createConciergeTicket)',
  TicketsResolved: 'staff set a ticket to resolved (setStaffTicketStatus)',
} as const;

export type BusinessMetric = keyof typeof BUSINESS_METRICS;

/** What the mail sender did (mail/deliver.ts): bounce and failure alarms read these beside SES's own reputation. */
export const MAIL_METRICS = {
  MailsSent: 'an outbox mail was accepted by SES',
  MailsFailed: 'an outbox mail gave up after its last retry (the staff console lists it under Failed mail)',
} as const;

export type MailMetric = keyof typeof MAIL_METRICS;

/**
 * A scheduled job's run that finished its work (or checkpointed to resume on
 * the next run): one count per run, with the extra dimension `job` = the
 * schedule's name. "A job not completing in its window" alarms on its absence.
 */
export const JOB_COMPLETED_METRIC = 'JobCompleted';
export const JOB_DIMENSION = 'job';

/**
 * The synthetic check (schedule `synthetic-check`): each run counts one
 * `SyntheticCheckFailures` per failed probe (0 when all pass), with the extra
 * dimension `probe` on a failure's own count.
 */
export const SYNTHETIC_FAILURES_METRIC = 'SyntheticCheckFailures';
export const SYNTHETIC_PROBES = ['landing', 'health', 'sign-in'] as const;
export type SyntheticProbe = (typeof SYNTHETIC_PROBES)[number];
/** The extra dimension on a failed probe's own `SyntheticCheckFailures` count. */
export const SYNTHETIC_PROBE_DIMENSION = 'probe';

export type ClubMetric = BusinessMetric | MailMetric | typeof JOB_COMPLETED_METRIC | typeof SYNTHETIC_FAILURES_METRIC;
