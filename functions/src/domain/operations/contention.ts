import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '../errors.js';

const BUSY = 'Many changes are arriving at once; please try again';
const MAX_ATTEMPTS = 25;

/** Another transaction on the same items was in flight, or DynamoDB throttled: nothing was written, and trying again may succeed. */
export function isContention(error: unknown): boolean {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict' || reason.Code === 'ThrottlingError');
  }
  const name = (error as { name?: string } | undefined)?.name;
  return ['TransactionConflictException', 'TransactionInProgressException', 'ProvisionedThroughputExceededException', 'ThrottlingException'].includes(name ?? '');
}

const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** Math.min(attempt, 6))));

/**
 * Runs a transaction again (with jittered backoff) while DynamoDB cancels it
 * for contention. A notification adds its member's unread counter to the
 * transaction of the change that causes it, so two changes telling the same
 * member at once (or the member reading the bell meanwhile) touch one item:
 * DynamoDB cancels one of them, which must not become a 500. A cancelled
 * transaction wrote nothing, so trying again is safe; `write` reads again
 * what it needs. After 25 cancellations it answers 409 "try again".
 */
export async function retryOnContention<T>(write: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write(attempt);
    } catch (error) {
      if (!isContention(error)) throw error;
      if (attempt + 1 >= MAX_ATTEMPTS) throw new ConflictError(BUSY);
    }
    await backoff(attempt);
  }
}
