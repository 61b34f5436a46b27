import type { Context } from 'aws-lambda';
import { runSmartNudges, type JobResult } from '../domain/network/nudge-job.js';
import { logger } from '../lib/logger.js';

/**
 * The smart-nudges schedule (shared/src/schedules.ts): writes every member's
 * nudges. Stops at a checkpoint a minute before the invocation's time limit;
 * the next run resumes from it. Locally `npm start` calls it on an interval
 * and `npm run job -- smart-nudges` once.
 */
export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<JobResult> => {
  const result = await runSmartNudges({ remainingMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY });
  logger.info('smart-nudges run', { ...result });
  return result;
};
