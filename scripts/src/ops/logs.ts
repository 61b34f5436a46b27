import path from 'node:path';
import { CloudWatchLogsClient, FilterLogEventsCommand, ResourceNotFoundException } from '@aws-sdk/client-cloudwatch-logs';
import { LOGS_USAGE, filterPattern, formatLogLine, insightsQuery, insightsRange, parseLogsArgs, resolveLogTarget } from './logs-query.js';

/**
 * `npm run logs -- <route-id> --stage dev [--since 15m] [--filter text]`:
 * tails one function's log group. FilterLogEvents polled every few seconds
 * rather than StartLiveTail: the same call reads the `--since` backlog and the
 * new lines, needs no streaming session (Live Tail sessions are billed per
 * minute and end after 3 hours), and a late-ingested line is still found.
 * Without an AWS region or credentials, or with `--print-query`, prints the
 * Logs Insights query for the log group instead (exit 0).
 */
const POLL_MS = 3000;
/** Lines can reach CloudWatch a little after their timestamp: each poll looks back this far and skips events already shown. */
const LATE_MS = 60_000;

/** Why no AWS call can be made here, or undefined when the SDK finds a region and credentials (no network call for the region). */
async function missingAccount(client: CloudWatchLogsClient): Promise<string | undefined> {
  try {
    await client.config.region();
  } catch {
    return 'no AWS region (set AWS_REGION or a profile with a region)';
  }
  try {
    await client.config.credentials();
  } catch {
    return 'no AWS credentials (set AWS_PROFILE or sign in with `aws sso login`)';
  }
  return undefined;
}

function printQuery(logGroupName: string, sinceMs: number, filter: string | undefined, reason?: string): void {
  if (reason) console.log(`Nothing to tail: ${reason}. Run this in CloudWatch Logs Insights (the stage's region):\n`);
  console.log(`Log group: ${logGroupName}`);
  console.log(`Time range: ${insightsRange(sinceMs)}\n`);
  console.log(insightsQuery(filter));
}

async function tail(client: CloudWatchLogsClient, logGroupName: string, sinceMs: number, filter: string | undefined): Promise<never> {
  const since = Date.now() - sinceMs;
  let newest = since;
  const shown = new Map<string, number>();
  console.error(`Tailing ${logGroupName} from ${new Date(since).toISOString()} (Ctrl-C to stop)`);
  for (;;) {
    let nextToken: string | undefined;
    do {
      const page = await client.send(
        new FilterLogEventsCommand({
          logGroupName,
          startTime: Math.max(since, newest - LATE_MS),
          ...(filter ? { filterPattern: filterPattern(filter) } : {}),
          ...(nextToken ? { nextToken } : {}),
        }),
      );
      for (const event of page.events ?? []) {
        const key = event.eventId ?? `${event.logStreamName}:${event.timestamp}:${event.message}`;
        if (shown.has(key)) continue;
        shown.set(key, event.timestamp ?? 0);
        newest = Math.max(newest, event.timestamp ?? 0);
        console.log(formatLogLine(event.message ?? '', event.timestamp));
      }
      nextToken = page.nextToken;
    } while (nextToken);
    // Forget events older than the look-back window: they are never asked for again.
    for (const [key, time] of shown) if (time < newest - LATE_MS) shown.delete(key);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main(): Promise<void> {
  const args = parseLogsArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n${LOGS_USAGE}`);
    process.exit(1);
  }
  const target = resolveLogTarget(args.id, args.stage);
  if ('error' in target) {
    console.error(target.error);
    process.exit(1);
  }
  if (args.printQuery) {
    printQuery(target.logGroupName, args.sinceMs, args.filter);
    return;
  }
  const client = new CloudWatchLogsClient({});
  const reason = await missingAccount(client);
  if (reason) {
    printQuery(target.logGroupName, args.sinceMs, args.filter, reason);
    return;
  }
  try {
    await tail(client, target.logGroupName, args.sinceMs, args.filter);
  } catch (error) {
    if (error instanceof ResourceNotFoundException) {
      throw new Error(
        `${target.logGroupName} does not exist in ${await client.config.region()}: is stage ${args.stage} deployed there, and has ${target.functionName} run yet?`,
      );
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
