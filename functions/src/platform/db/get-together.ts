import { BatchGetCommand as DocumentBatchGetCommand, type BatchGetCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand } from 'dynamodb-toolbox/table/actions/batchGet';
import { TABLE } from '@club/shared';
import { config } from '../config.js';
import { clubTable } from './club-table.js';
import { readItem } from './item-reader.js';

/** Any entity of the club's (toolbox's `Entity` default parameters do not accept every concrete entity). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = Entity<string, any, any, any, any>;

/** One item to read: its entity and its key attributes. */
export interface Lookup<E extends AnyEntity = AnyEntity> {
  entity: E;
  key: KeyInputItem<E>;
}

type Found<L extends readonly Lookup[]> = { [K in keyof L]: FormattedItem<L[K]['entity']> | undefined };

export interface ReadOptions {
  /** Strongly consistent reads (right after a write the caller must see). */
  consistent?: boolean;
}

/** How often DynamoDB is asked again for keys it left unprocessed (throttling). */
const MAX_ATTEMPTS = 5;

type RequestItems = NonNullable<BatchGetCommandInput['RequestItems']>;
type StoredItem = Record<string, unknown>;

/** An item's primary key as one string, to match what DynamoDB answered (in any order) with what was asked. */
const primaryKey = (item: StoredItem) => `${String(item[TABLE.partitionKey])}\n${String(item[TABLE.sortKey])}`;

/**
 * Reads items of any entities in one BatchGetItem round (up to 100 keys),
 * each in its own entity's shape: undefined when absent. The signed-in
 * request reads its session and member this way, so auth costs one round.
 * dynamodb-toolbox builds the request (each entity's key); the answer is read
 * with the club's item reader (item-reader.ts says why).
 */
export async function getTogether<const L extends readonly Lookup[]>(lookups: L, options: ReadOptions = {}): Promise<Found<L>> {
  if (!lookups.length) return [] as unknown as Found<L>;
  const requestItems = batchGetItems(lookups, options);
  const asked = Object.values(requestItems)[0]?.Keys ?? [];
  const found = new Map((await batchGet(requestItems)).map((item) => [primaryKey(item), item]));
  return lookups.map(({ entity }, index) => {
    const stored = asked[index] && found.get(primaryKey(asked[index]));
    return stored ? readItem(entity, stored) : undefined;
  }) as unknown as Found<L>;
}

/**
 * The BatchGetItem request: each key from its entity's own `computeKey`, as
 * toolbox's builder would write it (get-together.test.ts compares both for
 * every entity). Toolbox's builder parses every key through the entity's
 * schema: ~5 ms of CPU on a cold start's first build, which is the session
 * read of every signed-in request. An entity without `computeKey` goes
 * through toolbox.
 */
export function batchGetItems(lookups: readonly Lookup[], options: ReadOptions = {}): RequestItems {
  const computeKeys = lookups.map(({ entity }) => (entity as unknown as { computeKey?: (key: unknown) => StoredItem }).computeKey);
  if (computeKeys.every((compute) => compute !== undefined)) {
    return { [config.tableName]: { Keys: lookups.map(({ key }, index) => computeKeys[index]!(key)), ConsistentRead: Boolean(options.consistent) } };
  }
  const requests = lookups.map(({ entity, key }) => entity.build(BatchGetRequest).key(key as never));
  return clubTable
    .build(BatchGetCommand)
    .requests(...(requests as [BatchGetRequest]))
    .options({ consistent: Boolean(options.consistent) })
    .params();
}

/** Sends a BatchGetItem and asks again for the keys DynamoDB left unprocessed (throttling); never reads a key it could not get as absent. */
async function batchGet(requestItems: RequestItems): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let pending = requestItems;
  for (let attempt = 1; ; attempt++) {
    const { Responses, UnprocessedKeys } = await clubTable.getDocumentClient().send(new DocumentBatchGetCommand({ RequestItems: pending }));
    for (const answered of Object.values(Responses ?? {})) items.push(...answered);
    if (!UnprocessedKeys || !Object.values(UnprocessedKeys).some((request) => request.Keys?.length)) return items;
    if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchGetItem left keys unprocessed after ${MAX_ATTEMPTS} attempts`);
    pending = UnprocessedKeys;
  }
}

/** Items of one entity by key, in one round (a BatchGet per 100 keys, sent together); absent ones left out. */
export async function getMany<E extends AnyEntity>(entity: E, keys: KeyInputItem<E>[], options: ReadOptions = {}): Promise<FormattedItem<E>[]> {
  const chunks: Lookup<E>[][] = [];
  for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100).map((key) => ({ entity, key })));
  const found = await Promise.all(chunks.map((chunk) => getTogether(chunk as unknown as Lookup[], options)));
  return found.flat().filter((item): item is FormattedItem<E> => item !== undefined);
}
