import { retryOnContention } from '../../platform/db/contention.js';
import { writeTransaction, type ConditionOutcome, type NamedWrite } from '../../platform/db/transaction.js';

/**
 * writeTransaction for the network's state changes: contention is sent again
 * (the conditions decide afresh against the winner's state), and a stale
 * condition is the caller's 409. The caller reloads and sees the winner's state.
 */
export async function writeOrConflict<N extends string>(
  writes: NamedWrite<N>[],
  onConditionFailed?: { readonly [K in N]?: ConditionOutcome },
): Promise<boolean> {
  return retryOnContention(() => writeTransaction(writes, onConditionFailed));
}
