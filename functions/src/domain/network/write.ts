import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { AnyEntity } from '../../db/entity-set.js';
import { writeTransaction } from '../../db/transaction.js';
import { ConflictError } from '../errors.js';

/** Another transaction on the same items was in flight (DynamoDB cancels one of two racing transactions). */
function isContention(error: unknown): boolean {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
  }
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'TransactionConflictException' || name === 'TransactionInProgressException';
}

/**
 * writeTransaction for the network's state changes: a race lost to another
 * transaction on the same items is the same answer as a stale condition (409,
 * `message`), never a 500. The caller reloads and sees the winner's state.
 */
export async function writeOrConflict<E extends Record<string, AnyEntity>, N extends string>(
  message: string,
  entities: E,
  build: Parameters<typeof writeTransaction<E, N>>[1],
  onConditionFailed?: Parameters<typeof writeTransaction<E, N>>[2],
): Promise<boolean> {
  try {
    return await writeTransaction(entities, build, onConditionFailed);
  } catch (error) {
    if (isContention(error)) throw new ConflictError(message);
    throw error;
  }
}
