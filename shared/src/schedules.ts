/**
 * Scheduled functions, like the route table: infra builds one EventBridge
 * Scheduler schedule and Lambda per entry, the local runtime runs the same
 * handler on an interval (and `npm run job -- <name>` once). An entry is
 * added together with its real handler, never before. (Not the job board:
 * that is `api/jobs.ts`.)
 */
export interface ScheduleDef {
  /** EventBridge Scheduler expression, e.g. `rate(1 hour)` or `cron(0 6 * * ? *)`. */
  schedule: string;
  /** Handler module relative to functions/, exporting `handler`. */
  handlerFile: `src/${string}.ts`;
  /** Whether the run writes to the table (read-only schedules get read-only access). */
  access: 'read' | 'write';
  /** The function's time limit in minutes (Lambda allows up to 15); 5 when unset. */
  timeoutMinutes?: number;
  /**
   * `mail`: the run sends e-mail itself (not only writes outbox items), so infra gives it
   * SES send rights on the stage's identity and configuration set, MAIL_FROM and
   * SES_CONFIGURATION_SET; a stage without a mail identity leaves such a schedule out. @default none
   */
  sends?: 'mail';
  /** `write`: the run stores and deletes objects of the deal-room bucket (members' exports, their erased room files). @default none */
  files?: 'write';
  /** `write`: the run reads and writes the search index snapshots (the search bucket). @default none */
  searchIndex?: 'write';
  /** The function's memory in MB (Lambda's CPU grows with it). @default 512 */
  memoryMb?: number;
  summary: string;
}

export const schedules = {
  /** Network graph: every member's smart nudges, tie strengths and interest profile. */
  'smart-nudges': {
    schedule: 'rate(1 hour)',
    handlerFile: 'src/features/network/jobs/smart-nudges.ts',
    access: 'write',
    // The whole club is loaded once per run (10,000 members x 50 ties: minutes, not seconds); a run that still
    // nears the limit checkpoints and the next one resumes.
    timeoutMinutes: 15,
    summary: 'Writes smart nudges (travel overlaps, shared interests, introductions, events, trade matches) and refreshes tie strengths',
  },
  /** E-mail: sends the outbox's due mails (and their retries). */
  'mail-outbox': {
    schedule: 'rate(1 minute)',
    handlerFile: 'src/outbox/mail-outbox.ts',
    access: 'write',
    sends: 'mail',
    summary: 'Sends due outbox mails through SES, with retries and backoff; skips suppressed addresses and categories turned off',
  },
  /** Events: queues the reminder mail each confirmed guest gets about 24 hours before an event, and the push 3 hours before. */
  'event-reminders': {
    schedule: 'rate(15 minutes)',
    handlerFile: 'src/features/events/jobs/event-reminders.ts',
    access: 'write',
    summary:
      'Queues one reminder mail per confirmed guest of each event starting within 24 hours, and one event-day push within 3 hours (each once, however often it runs)',
  },
  /** E-mail: Monday 08:00 IST (02:30 UTC), each member's weekly digest into the outbox. */
  'weekly-digest': {
    schedule: 'cron(30 2 ? * MON *)',
    handlerFile: 'src/features/network/jobs/weekly-digest.ts',
    access: 'write',
    // Pages through every member with checkpoints; a run that nears the limit stops and the next resumes.
    timeoutMinutes: 15,
    summary: 'Queues each member’s weekly digest (active nudges, events not answered, new posts in their forums); one per member and week',
  },
  /** Operations: the site as a visitor meets it, every 5 minutes; its failures page ops (alarm synthetic-check-failed). */
  'synthetic-check': {
    schedule: 'rate(5 minutes)',
    handlerFile: 'src/features/health/jobs/synthetic-check.ts',
    access: 'read',
    summary: 'Loads the landing page, /api/health and the sign-in redirect from outside; counts SyntheticCheckFailures and fails the run when a probe fails',
  },
  /** A member's data: builds requested exports, then erases the members whose grace period is over. */
  'data-requests': {
    // Every minute, so an export is ready a minute or two after the request; a run with nothing open is one Query.
    schedule: 'rate(1 minute)',
    handlerFile: 'src/features/privacy/jobs/data-requests.ts',
    access: 'write',
    files: 'write',
    // An erasure scans the table once for copies of the member; a run that nears the limit checkpoints and the next resumes.
    timeoutMinutes: 15,
    summary: 'Builds members’ data exports (a ZIP of JSON and CSV, mailed when ready) and erases members whose deletion grace period is over',
  },
  /** Search: folds the stream's index deltas into each index's snapshot (or builds it whole when there is none). */
  'search-index': {
    schedule: 'rate(5 minutes)',
    handlerFile: 'src/features/search/jobs/build-index.ts',
    // It reads the deltas and, for a full build, the indexed items; it writes only the bucket.
    access: 'read',
    searchIndex: 'write',
    // It holds every index in memory while it folds them (scripts/src/bench/search.ts: the heap after a load).
    memoryMb: 1024,
    // A full build of every index reads the whole club; at 100k members that is minutes.
    timeoutMinutes: 15,
    summary: 'Brings each search index snapshot up to date with the deltas past its watermark; builds it from the items when there is none',
  },
} as const satisfies Record<string, ScheduleDef>;

export type ScheduleName = keyof typeof schedules;
