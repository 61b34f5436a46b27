import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { execute, type ExecuteTransactWriteInput } from 'dynamodb-toolbox/entity/actions/transactWrite';

/** One write of a transaction: a toolbox PutTransaction, UpdateTransaction, DeleteTransaction or ConditionCheck. */
export type TransactionWrite = Extract<ExecuteTransactWriteInput[number], { params: () => unknown }>;

/** One write of a transaction with the name its failed condition is reported by. */
export interface NamedWrite<N extends string = string> {
  name: N;
  write: TransactionWrite;
}

/**
 * What a failed condition of the item(s) with that name means: the domain
 * error to throw, or 'accept' when it is an expected outcome (already saved,
 * a race to retry): nothing is written and writeTransaction resolves false.
 */
export type ConditionOutcome = (() => Error) | 'accept';

/**
 * Writes every item or none (DynamoDB TransactWriteItems, up to 100 items).
 * Each write is named; when DynamoDB cancels the transaction because
 * conditions failed, `onConditionFailed` picks the outcome by the failed
 * items' names; when several failed, the first name listed in
 * `onConditionFailed` wins. Anything else (a condition without an outcome, a
 * conflicting transaction, throttling, an outage) is rethrown unchanged.
 * Resolves true when written, false when an 'accept' outcome applied.
 *
 * @example
 * await writeTransaction([
 *   { name: 'reply', write: postReplies.build(PutTransaction).item(reply).options({ condition: isNew }) },
 *   { name: 'post', write: posts.build(UpdateTransaction).item({ id: postId, replyCount: $add(1) }).options({ condition: postExists }) },
 * ], { post: () => new NotFoundError(POST_NOT_FOUND) });
 */
export async function writeTransaction<N extends string>(
  writes: NamedWrite<N>[],
  onConditionFailed: { readonly [K in N]?: ConditionOutcome } = {},
): Promise<boolean> {
  try {
    await execute(...writes.map((item) => item.write));
    return true;
  } catch (error) {
    const outcome = conditionOutcome(error, writes, onConditionFailed);
    if (!outcome) throw error;
    if (outcome === 'accept') return false;
    throw outcome();
  }
}

/**
 * The outcome for a cancellation whose every failure is a failed condition of
 * a named item with an outcome; undefined for any other error.
 */
function conditionOutcome<N extends string>(
  error: unknown,
  named: NamedWrite<N>[],
  outcomes: { readonly [K in N]?: ConditionOutcome },
): ConditionOutcome | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  // DynamoDB reports one reason per item, in the order the items were sent.
  const reasons = error.CancellationReasons ?? [];
  const failed = new Set<string>();
  for (const [index, item] of named.entries()) {
    const code = reasons[index]?.Code ?? 'None';
    if (code === 'None') continue;
    if (code !== CONDITION_FAILED || !outcomes[item.name]) return undefined;
    failed.add(item.name);
  }
  const first = (Object.keys(outcomes) as N[]).find((name) => failed.has(name));
  return first && outcomes[first];
}

const CONDITION_FAILED = 'ConditionalCheckFailed';
