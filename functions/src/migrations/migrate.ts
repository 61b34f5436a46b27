import type { Context } from 'aws-lambda';
import { runMigrations, type RunResult } from './runner.js';
import { logger } from '../platform/lib/logger.js';

/** The physical id of the deploy's custom resource: one per stage, never replaced. */
export const MIGRATIONS_RESOURCE_ID = 'club-migrations';

/** What the CDK Provider framework sends (onEvent and isComplete alike); a direct invoke sends anything else. */
interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  PhysicalResourceId?: string;
}

const isCustomResourceEvent = (event: unknown): event is CustomResourceEvent => typeof event === 'object' && event !== null && 'RequestType' in event;

/**
 * The migrate function (infra's MigrateStack): applies the pending stored-data
 * migrations (functions/src/migrations). Each deploy runs it through a
 * custom resource as both the Provider's onEvent and its isComplete handler:
 * each call migrates until a minute before its time limit and answers
 * `IsComplete` false when a migration stopped at a checkpoint (or another
 * run holds the lease), so the Provider calls it again and the run resumes.
 * Deleting the resource migrates nothing. Invoked directly, it answers the run's result.
 */
export const handler = async (event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>) => {
  if (isCustomResourceEvent(event) && event.RequestType === 'Delete') {
    return { PhysicalResourceId: event.PhysicalResourceId ?? MIGRATIONS_RESOURCE_ID, IsComplete: true };
  }
  let result: RunResult;
  try {
    result = await runMigrations({
      remainingMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
      ...(context?.awsRequestId ? { holder: `lambda-${context.awsRequestId}` } : {}),
      log: (message, details) => logger.info(`migrate: ${message}`, details),
    });
    logger.info('migrate run', { ...result });
  } catch (error) {
    // Logged here for its stack in source terms; rethrown so the deploy fails (and rolls back) on a failed migration.
    logger.error('migrate failed', { error: error as Error });
    throw error;
  }
  if (!isCustomResourceEvent(event)) return result;
  // The Provider refuses Data with IsComplete false.
  return result.done
    ? { PhysicalResourceId: MIGRATIONS_RESOURCE_ID, IsComplete: true, Data: { applied: result.applied.join(',') || 'none' } }
    : { PhysicalResourceId: MIGRATIONS_RESOURCE_ID, IsComplete: false };
};
