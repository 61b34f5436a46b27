import { routeFunctionSuffix, routes, scheduleFunctionSuffix, schedules, stageFunctionName } from '@club/shared';
import { EVENT_HANDLER_FILES } from '@club/functions/handlers';

/**
 * The pure half of `npm run logs`: its arguments, which Lambda a name means
 * in a stage, the Logs Insights query for it, and how one log line reads in a
 * terminal. logs.ts does the AWS calls.
 */

export const LOGS_USAGE =
  'Usage: npm run logs -- <route-id | "GET /api/path" | schedule | mail-events | mail-outbox-stream | migrate> [--stage dev] [--since 15m] [--filter text] [--print-query]';

export interface LogsArgs {
  id: string;
  stage: string;
  /** How far back the tail starts, in milliseconds. */
  sinceMs: number;
  filter?: string;
  printQuery: boolean;
}

/** The stage rule of infra/src/stage-config.ts: 2-21 lower-case letters, digits or dashes. */
const STAGE_NAME = /^[a-z][a-z0-9-]{1,20}$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Log groups keep a month (six in prod); further back is never there. */
const MAX_SINCE_MS = 180 * UNIT_MS.d;

/** `30s`, `15m`, `2h`, `1d` → milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)([smhd])$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms > 0 && ms <= MAX_SINCE_MS ? ms : undefined;
}

/** The command line after `--`; a string saying what is wrong for bad input. */
export function parseLogsArgs(args: readonly string[]): LogsArgs | string {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  let printQuery = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--print-query') {
      printQuery = true;
      continue;
    }
    const option = /^--(stage|since|filter)(?:=(.*))?$/.exec(arg);
    if (option) {
      const value = option[2] ?? args[++i];
      if (value === undefined || value === '') return `--${option[1]} needs a value`;
      options[option[1]!] = value;
      continue;
    }
    if (arg.startsWith('--')) return `Unknown option ${arg}`;
    positional.push(arg);
  }
  if (positional.length !== 1)
    return positional.length ? `One name at a time, not ${positional.join(' ')}` : 'Which function? Give a route id or schedule name';
  const stage = options.stage ?? 'dev';
  if (!STAGE_NAME.test(stage)) return `Stage "${stage}" must be 2-21 lower-case letters, digits or dashes`;
  const sinceMs = parseDuration(options.since ?? '15m');
  if (sinceMs === undefined) return `--since takes a duration like 30s, 15m, 2h or 1d (at most 180d), not ${options.since}`;
  return { id: positional[0]!, stage, sinceMs, ...(options.filter === undefined ? {} : { filter: options.filter }), printQuery };
}

/**
 * Every name `npm run logs` knows, with its function's name without the
 * `club-<stage>-` prefix: route ids (one function each), schedules
 * (`job-<name>`, schedules-stack.ts), the mail, search and push stream functions and migrate.
 */
export function logTargets(): Map<string, string> {
  const targets = new Map<string, string>();
  for (const id of Object.keys(routes)) targets.set(id, routeFunctionSuffix(id));
  for (const name of Object.keys(schedules)) targets.set(name, scheduleFunctionSuffix(name));
  for (const name of Object.keys(EVENT_HANDLER_FILES)) targets.set(name, name);
  targets.set('migrate', 'migrate');
  return targets;
}

/** Names compared without case or dashes, so `get-auth-user`, `getauthuser` and `job-smart-nudges` find theirs. */
const squash = (name: string) => name.toLowerCase().replace(/[-_]/g, '');

/** Edit distance (insertions, deletions, substitutions) between two short names. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export type Resolved = { id: string; functionName: string; logGroupName: string } | { error: string; closest: string[] };

/** The function and log group a name means in `stage`; for an unknown name, the closest known names. */
export function resolveLogTarget(name: string, stage: string): Resolved {
  const targets = logTargets();
  const wanted = squash(name);
  // The API access log names a route by its key (`GET /api/events/{eventId}`): that finds it too.
  const byRouteKey = Object.entries(routes).find(
    ([, route]) => `${route.method} ${route.path}`.toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase(),
  );
  for (const [id, suffix] of targets) {
    if (squash(id) === wanted || squash(suffix) === wanted || byRouteKey?.[0] === id) {
      const functionName = stageFunctionName(stage, suffix);
      return { id, functionName, logGroupName: `/aws/lambda/${functionName}` };
    }
  }
  const closest = [...targets.keys()]
    .map((id) => ({ id, score: Math.min(distance(wanted, squash(id)), squash(id).includes(wanted) ? 1 : Infinity) }))
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id))
    .slice(0, 5)
    .map(({ id }) => id);
  return { error: `No route, schedule or function is called "${name}". Closest: ${closest.join(', ')}`, closest };
}

/** A string literal in Logs Insights' syntax (double quotes, backslash escapes). */
const insightsString = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * The Logs Insights query for one function's log group: the logger's JSON
 * fields (Insights discovers the first JSON fragment of a Lambda line), the
 * newest first, optionally only lines containing `filter`.
 */
export function insightsQuery(filter?: string, limit = 200): string {
  return [
    'fields @timestamp, level, message, function_request_id, error.name, error.message, @message',
    ...(filter ? [`filter @message like ${insightsString(filter)}`] : []),
    'sort @timestamp desc',
    `limit ${limit}`,
  ].join('\n| ');
}

/** The console's relative time range for `--since` (Insights takes the range beside the query, not in it). */
export function insightsRange(sinceMs: number): string {
  const [unit, ms] = (Object.entries(UNIT_MS) as [string, number][]).reverse().find(([, size]) => sinceMs % size === 0) ?? ['s', 1000];
  const names: Record<string, string> = { s: 'seconds', m: 'minutes', h: 'hours', d: 'days' };
  const count = sinceMs / ms;
  return `the last ${count} ${count === 1 ? names[unit]!.slice(0, -1) : names[unit]}`;
}

/** FilterLogEvents' pattern for a text: the quoted term matches it anywhere in a line, case-sensitive. */
export const filterPattern = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

/**
 * One CloudWatch log event as one readable line. The logger writes JSON
 * (functions/src/platform/lib/logger.ts) and Lambda prefixes console output with
 * `time<TAB>request id<TAB>LEVEL<TAB>`; Lambda's own START/END/REPORT lines and
 * anything else not JSON are shown as they are, with the event's time.
 */
export function formatLogLine(message: string, eventTime?: number): string {
  const text = message.trimEnd();
  const prefixed = /^(\S+)\t([0-9a-f-]{36}|undefined)\t([A-Z]+)\t([\s\S]*)$/.exec(text);
  const body = prefixed ? prefixed[4]! : text;
  const entry = parseJsonObject(body);
  const time = (stamp: unknown) => (typeof stamp === 'string' ? stamp : eventTime === undefined ? '' : new Date(eventTime).toISOString());
  if (!entry) {
    const requestId = prefixed?.[2] && prefixed[2] !== 'undefined' ? `[${prefixed[2]}]` : '';
    return [time(prefixed?.[1]), prefixed ? prefixed[3]!.padEnd(5) : '', requestId, body].filter(Boolean).join(' ');
  }
  const level = String(entry.level ?? prefixed?.[3] ?? 'INFO').padEnd(5);
  const requestId = entry.function_request_id ?? (prefixed?.[2] !== 'undefined' ? prefixed?.[2] : undefined);
  const error = errorText(entry.error);
  return [time(entry.timestamp ?? prefixed?.[1]), level, requestId ? `[${String(requestId)}]` : '', String(entry.message ?? body), error]
    .filter(Boolean)
    .join(' ');
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The logger's error (name, message, location, cause) on one line; its stack stays in CloudWatch. */
function errorText(error: unknown): string {
  if (error === undefined || error === null) return '';
  if (typeof error !== 'object') return `— ${String(error)}`;
  const { name, message, location, cause } = error as Record<string, unknown>;
  const own = `— ${[name, message].filter(Boolean).map(String).join(': ')}${location ? ` (at ${String(location)})` : ''}`;
  const causeText = errorText(cause);
  return causeText ? `${own} caused by ${causeText.slice(2)}` : own;
}
