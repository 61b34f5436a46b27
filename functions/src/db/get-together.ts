import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { clubTable } from './club-table.js';

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

/**
 * Reads items of any entities in one BatchGetItem round (up to 100 keys),
 * each formatted by its own entity: undefined when absent. The signed-in
 * request reads its session and member this way, so auth costs one round.
 */
export async function getTogether<const L extends readonly Lookup[]>(lookups: L, options: ReadOptions = {}): Promise<Found<L>> {
  if (!lookups.length) return [] as unknown as Found<L>;
  const requests = lookups.map(({ entity, key }) => entity.build(BatchGetRequest).key(key as never));
  const command = clubTable
    .build(BatchGetCommand)
    .requests(...(requests as [BatchGetRequest]))
    .options({ consistent: Boolean(options.consistent) });
  const { Responses } = await execute({ maxAttempts: MAX_ATTEMPTS }, command);
  return (Responses[0] ?? []) as unknown as Found<L>;
}

/** Items of one entity by key, in one round (a BatchGet per 100 keys, sent together); absent ones left out. */
export async function getMany<E extends AnyEntity>(entity: E, keys: KeyInputItem<E>[], options: ReadOptions = {}): Promise<FormattedItem<E>[]> {
  const chunks: Lookup<E>[][] = [];
  for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100).map((key) => ({ entity, key })));
  const found = await Promise.all(chunks.map((chunk) => getTogether(chunk as unknown as Lookup[], options)));
  return found.flat().filter((item): item is FormattedItem<E> => item !== undefined);
}
