import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { writeTransaction, type ConditionOutcome, type NamedWrite } from '../../db/transaction.js';
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
export async function writeOrConflict<N extends string>(
  message: string,
  writes: NamedWrite<N>[],
  onConditionFailed?: { readonly [K in N]?: ConditionOutcome },
): Promise<boolean> {
  try {
    return await writeTransaction(writes, onConditionFailed);
  } catch (error) {
    if (isContention(error)) throw new ConflictError(message);
    throw error;
  }
}
