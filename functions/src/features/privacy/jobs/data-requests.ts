import type { Context } from 'aws-lambda';
import { runDataRequests, type DataRequestsRun } from '../index.js';
import { scheduledRun } from '../../../platform/lib/scheduled-run.js';

/**
 * The data-requests schedule (shared/src/schedules.ts): builds pending
 * exports, then erases members whose grace period is over; an erasure cut
 * short by the time limit is continued by the next run.
 */
export const handler = (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DataRequestsRun> =>
  scheduledRun('data-requests', () => runDataRequests({ remainingMs: () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY }));
