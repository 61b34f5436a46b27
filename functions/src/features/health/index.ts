import type { Health } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { healthData } from './data.js';
import { logger } from '../../platform/lib/logger.js';

/** The record read: the first migration's, written on every deployed table at its first deploy. Absent still counts as an answer. */
const PROBE_MIGRATION_ID = '0001-requeue-staff-queues';

/**
 * One GetItem on the table: `ok` with the time when DynamoDB answered, `unavailable`
 * when it did not (throttled, no access, unreachable). Nothing read is returned.
 */
export async function checkHealth(): Promise<Health> {
  try {
    await healthData().migrations.build(GetItemCommand).key({ id: PROBE_MIGRATION_ID }).send();
    return { status: 'ok', checkedAt: new Date().toISOString() };
  } catch (error) {
    logger.error('health check: the table read failed', { error: error as Error });
    return { status: 'unavailable' };
  }
}
