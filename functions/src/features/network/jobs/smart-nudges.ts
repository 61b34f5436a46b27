import type { Context } from 'aws-lambda';
import { runSmartNudges, type JobResult } from '../nudge-job.js';
import { scheduledRun } from '../../../platform/lib/scheduled-run.js';

/**
 * The smart-nudges schedule (shared/src/schedules.ts): writes every member's
 * nudges. Stops at a checkpoint a minute before the invocation's time limit;
 * the next run resumes from it. Locally `npm start` calls it on an interval
 * and `npm run job -- smart-nudges` once.
 */
export const handler = (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<JobResult> =>
  scheduledRun('smart-nudges', () =>
    runSmartNudges({
      remainingMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
    }),
  );
