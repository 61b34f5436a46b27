import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactWriteCommand } from './document-client.js';
import { createWriteTransaction, type Entity, type TransactWriteEntity } from 'electrodb';
import { getDocumentClient } from './client.js';
import type { AnyEntity } from './entity-set.js';

/** An entity as ElectroDB hands it to a write transaction: its chains end in `.commit()`. */
export type InTransaction<E extends AnyEntity> =
  E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

type TransactionViews<E extends Record<string, AnyEntity>> = { [K in keyof E]: InTransaction<E[K]> };

/** What `.commit()` returns: one Put, Update, Delete or ConditionCheck of the transaction. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommittedWrite = ReturnType<ReturnType<TransactWriteEntity<any, any, any, any>['put']>['commit']>;

/** One write of a transaction with the name its failed condition is reported by. */
export interface NamedWrite<N extends string = string> {
  name: N;
  write: CommittedWrite;
}

/**
 * What a failed condition of the item(s) with that name means: the domain
 * error to throw, or 'accept' when it is an expected outcome (already saved,
 * a race to retry): nothing is written and writeTransaction resolves false.
 */
export type ConditionOutcome = (() => Error) | 'accept';

/**
 * Writes every item or none (DynamoDB TransactWriteItems, up to 100 items).
 * `build` receives the entities in ElectroDB's transaction form and names each
 * write. When DynamoDB cancels the transaction because conditions failed,
 * `onConditionFailed` picks the outcome by the failed items' names; when
 * several failed, the first name listed in `onConditionFailed` wins. Anything
 * else (a condition without an outcome, a conflicting transaction, throttling,
 * an outage) is rethrown unchanged.
 * Resolves true when written, false when an 'accept' outcome applied.
 *
 * @example
 * await writeTransaction({ posts, postReplies }, ({ posts, postReplies }) => [
 *   { name: 'reply', write: postReplies.create(reply).commit() },
 *   { name: 'post', write: posts.patch({ id: postId }).add({ replyCount: 1 }).commit() },
 * ], { post: () => new NotFoundError(POST_NOT_FOUND) });
 */
export async function writeTransaction<E extends Record<string, AnyEntity>, N extends string>(
  entities: E,
  build: (entities: TransactionViews<E>) => NamedWrite<N>[],
  onConditionFailed: { readonly [K in N]?: ConditionOutcome } = {},
): Promise<boolean> {
  let named: NamedWrite<N>[] = [];
  const params = createWriteTransaction(entities, (views) => {
    named = build(views);
    return named.map((item) => item.write);
  }).params();
  try {
    // ElectroDB types its items loosely ({ Put: { [param: string]: any } }); they are
    // DocumentClient TransactItems. Sent here, not by ElectroDB's go(), so a
    // cancellation keeps the SDK's own error to rethrow unchanged.
    await getDocumentClient().send(new TransactWriteCommand(params as TransactWriteCommandInput));
    return true;
  } catch (error) {
    const outcome = conditionOutcome(error, named, onConditionFailed);
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
