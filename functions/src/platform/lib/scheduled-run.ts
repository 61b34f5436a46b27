import type { ScheduleName } from '@club/shared';
import { logger } from './logger.js';
import { countJobCompleted } from './metrics.js';

/**
 * One run of a scheduled job: logs its result and counts `JobCompleted` (what
 * the job's "not completed" alarm watches), or logs the error (its stack in
 * source terms; Lambda's own report of the rethrow names the minified bundle)
 * and rethrows so Lambda retries the run.
 */
export async function scheduledRun<Result extends object>(job: ScheduleName, run: () => Promise<Result>): Promise<Result> {
  try {
    const result = await run();
    logger.info(`${job} run`, { ...result } as Record<string, unknown>);
    countJobCompleted(job);
    return result;
  } catch (error) {
    logger.error(`${job} failed`, { error: error as Error });
    throw error;
  }
}
