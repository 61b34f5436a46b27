import type { Context } from 'aws-lambda';
import { runSmartNudges, type JobResult } from '../domain/network/nudge-job.js';
import { logger } from '../lib/logger.js';
import { countJobCompleted } from '../lib/metrics.js';

/**
 * The smart-nudges schedule (shared/src/schedules.ts): writes every member's
 * nudges. Stops at a checkpoint a minute before the invocation's time limit;
 * the next run resumes from it. Locally `npm start` calls it on an interval
 * and `npm run job -- smart-nudges` once.
 */
export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<JobResult> => {
  try {
    const result = await runSmartNudges({ remainingMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY });
    logger.info('smart-nudges run', { ...result });
    countJobCompleted('smart-nudges');
    return result;
  } catch (error) {
    // Logged here for its stack in source terms (Lambda's own report of the rethrow names the minified bundle); rethrown so Lambda retries it.
    logger.error('smart-nudges failed', { error: error as Error });
    throw error;
  }
};
