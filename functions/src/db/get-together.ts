import { BatchGetCommand } from './document-client.js';
import type { EntityItem } from 'electrodb';
import { getDocumentClient } from './client.js';
import { primaryIndex } from './entities/keys.js';
import type { AnyEntity } from './entity-set.js';

/** One item to read: its entity and its key attributes (the composite attributes of its primary index). */
export interface Lookup<E extends AnyEntity = AnyEntity> {
  entity: E;
  key: Record<string, string | number>;
}

type Found<L extends readonly Lookup[]> = { [K in keyof L]: EntityItem<L[K]['entity']> | undefined };

/** How often keys DynamoDB left unprocessed (throttling) are asked for again. */
const UNPROCESSED_ATTEMPTS = 5;

/**
 * Reads items of different entities in one BatchGetItem round (ElectroDB
 * batches one entity at a time), each parsed by its own entity: undefined
 * when absent or not that entity's item. The signed-in request reads its
 * session and member this way, so auth costs one round.
 */
export async function getTogether<const L extends readonly Lookup[]>(lookups: L): Promise<Found<L>> {
  const requests = lookups.map(({ entity, key }) => {
    const params = (entity.get as (key: object) => { params: () => unknown })(key).params() as { TableName: string; Key: Record<string, string> };
    return { table: params.TableName, key: params.Key };
  });
  const byTable = new Map<string, Record<string, string>[]>();
  for (const { table, key } of requests) byTable.set(table, [...(byTable.get(table) ?? []), key]);
  const found = new Map<string, Record<string, unknown>>();
  const keyOf = (table: string, item: Record<string, unknown>) => JSON.stringify([table, item[primaryIndex.pk], item[primaryIndex.sk]]);
  let pending: Record<string, { Keys: Record<string, string>[] }> = Object.fromEntries(
    [...byTable].map(([table, Keys]) => [table, { Keys }]),
  );
  for (let attempt = 0; Object.keys(pending).length; attempt++) {
    if (attempt === UNPROCESSED_ATTEMPTS) throw new Error('BatchGetItem left keys unprocessed after retries');
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    const answer = await getDocumentClient().send(new BatchGetCommand({ RequestItems: pending }));
    for (const [table, items] of Object.entries(answer.Responses ?? {})) {
      for (const item of items) found.set(keyOf(table, item), item);
    }
    pending = (answer.UnprocessedKeys ?? {}) as typeof pending;
  }
  return lookups.map(({ entity }, index) => {
    const { table, key } = requests[index]!;
    const item = found.get(keyOf(table, key));
    return item ? (entity.parse({ Item: item }).data ?? undefined) : undefined;
  }) as Found<L>;
}
