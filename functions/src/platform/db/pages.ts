import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { Entity } from 'dynamodb-toolbox/entity';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { QueryCommand as DocumentQueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { QueryCommand, type Query } from 'dynamodb-toolbox/table/actions/query';
import type { ClubTable } from './club-table.js';
import { readItem } from './item-reader.js';
import { keyQueryParams } from './key-query.js';

/** A query on the club table: a partition of the table or of an index, with an optional range on its sort key. */
export type ClubQuery = Query<ClubTable>;

/** One page of items and the cursor of the next (null on the last page). */
export interface ItemPage<T> {
  items: T[];
  cursor: string | null;
}

export interface PageOptions<E extends Entity> {
  limit: number;
  /** The `cursor` of the previous page, as the client sent it back. */
  cursor?: string;
  /** Oldest first when true; lists are newest first by default (sort keys ascend with time). */
  ascending?: boolean;
  /** A condition on each item, applied by DynamoDB after the key (a page may then hold fewer than `limit`). */
  filter?: Condition<E>;
  consistent?: boolean;
}

/**
 * A cursor is the last evaluated key as base64url JSON: opaque to the
 * client, and checked for shape before DynamoDB sees it (a key of another
 * list is DynamoDB's ValidationException, which the caller maps to a 400).
 */
export const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key a cursor carries, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): Record<string, string> | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const isKey =
      typeof key === 'object' &&
      key !== null &&
      !Array.isArray(key) &&
      Object.keys(key).length > 0 &&
      Object.values(key).every((value) => typeof value === 'string');
    return isKey ? (key as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** Thrown for a cursor that does not decode to a key (domain/paging.ts answers it with a 400). */
export class InvalidCursorError extends Error {
  override readonly name = 'InvalidCursorError';
}

const command = <E extends Entity>(entity: E, query: ClubQuery) => (entity.table as ClubTable).build(QueryCommand).entities(entity).query(query);

/** A list read's parameters: written directly for a key query (key-query.ts), built by dynamodb-toolbox when it filters. */
function queryParams<E extends Entity>(
  entity: E,
  query: ClubQuery,
  options: Omit<PageOptions<E>, 'limit' | 'cursor'> & { limit?: number; exclusiveStartKey?: Record<string, unknown> },
): QueryCommandInput {
  const { limit, exclusiveStartKey } = options;
  const direct = options.filter
    ? undefined
    : keyQueryParams(entity.entityName, query, { reverse: !options.ascending, consistent: options.consistent, limit, exclusiveStartKey });
  return (
    direct ??
    command(entity, query)
      .options({ ...listOptions(entity, options), ...(limit !== undefined ? { limit } : {}), ...(exclusiveStartKey ? { exclusiveStartKey } : {}) } as never)
      .params()
  );
}

/** The options every list read shares, as dynamodb-toolbox takes them. */
const listOptions = <E extends Entity>(entity: E, options: Omit<PageOptions<E>, 'limit' | 'cursor'>) => ({
  reverse: !options.ascending,
  ...(options.filter ? { filters: { [entity.entityName]: options.filter } } : {}),
  ...(options.consistent ? { consistent: true } : {}),
});

/**
 * Sends a Query dynamodb-toolbox built (key condition, the entity-name filter,
 * any filter) through the shared document client and reads its items with the
 * club's item reader rather than toolbox's formatter (item-reader.ts says why).
 */
async function sendQuery<E extends Entity>(entity: E, params: QueryCommandInput) {
  const { Items, LastEvaluatedKey } = await (entity.table as ClubTable).getDocumentClient().send(new DocumentQueryCommand(params));
  return { items: (Items ?? []).map((stored) => readItem(entity, stored)), lastKey: LastEvaluatedKey };
}

/** One page of `entity`'s items matched by `query`: one Query. */
// `NoInfer`: the entity alone fixes E. Inferring it from a filter's `Condition<E>` as well took tsc minutes per call.
export async function queryPage<E extends Entity>(entity: E, query: ClubQuery, options: NoInfer<PageOptions<E>>): Promise<ItemPage<FormattedItem<E>>> {
  const start = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  if (options.cursor !== undefined && !start) throw new InvalidCursorError('Invalid cursor');
  const { items, lastKey } = await sendQuery(entity, queryParams(entity, query, { ...options, exclusiveStartKey: start }));
  return { items, cursor: lastKey ? encodeCursor(lastKey) : null };
}

/** Every item of `entity` matched by `query`, all pages (for partitions known to stay small: a scope's counters, an event's RSVPs). */
export async function queryAll<E extends Entity>(
  entity: E,
  query: ClubQuery,
  options: NoInfer<Omit<PageOptions<E>, 'limit' | 'cursor'>> = {},
): Promise<FormattedItem<E>[]> {
  const params = queryParams(entity, query, options);
  const all: FormattedItem<E>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { items, lastKey } = await sendQuery(entity, { ...params, ...(startKey ? { ExclusiveStartKey: startKey } : {}) });
    all.push(...items);
    startKey = lastKey;
  } while (startKey);
  return all;
}

/** How many items of `entity` `query` matches (and `filter`, if given): a COUNT Query over every page (nothing but the count is read back). */
export async function countAll<E extends Entity>(entity: E, query: ClubQuery, options: NoInfer<Pick<PageOptions<E>, 'filter'>> = {}): Promise<number> {
  const { Count } = await command(entity, query)
    .options({ select: 'COUNT', maxPages: Infinity, ...(options.filter ? { filters: { [entity.entityName]: options.filter } } : {}) } as never)
    .send();
  return Count ?? 0;
}
