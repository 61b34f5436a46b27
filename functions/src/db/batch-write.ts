import type { InputItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import { clubTable } from './club-table.js';
import type { AnyEntity } from './get-together.js';

/** DynamoDB's limit of writes per BatchWriteItem. */
const BATCH_SIZE = 25;
/** How often DynamoDB is asked again for items it left unprocessed (throttling). */
const MAX_ATTEMPTS = 8;
/** Batches in flight at once: enough to load demo data fast without a storm of throttling. */
const CONCURRENCY = 4;

type Request = BatchPutRequest | BatchDeleteRequest;

async function writeAll(requests: Request[]): Promise<void> {
  const batches: Request[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) batches.push(requests.slice(start, start + BATCH_SIZE));
  for (let start = 0; start < batches.length; start += CONCURRENCY) {
    await Promise.all(
      batches
        .slice(start, start + CONCURRENCY)
        .map((batch) => execute({ maxAttempts: MAX_ATTEMPTS }, clubTable.build(BatchWriteCommand).requests(...(batch as [BatchPutRequest])))),
    );
  }
}

/**
 * Puts items of an entity without conditions, 25 to a BatchWriteItem
 * (seeding, migrations, tools: never a request path that must refuse a duplicate).
 */
export async function putMany<E extends AnyEntity>(entity: E, items: InputItem<E>[]): Promise<void> {
  await writeAll(items.map((item) => entity.build(BatchPutRequest).item(item as never) as unknown as Request));
}

/** Deletes items of an entity by key, 25 to a BatchWriteItem. */
export async function deleteMany<E extends AnyEntity>(entity: E, keys: KeyInputItem<E>[]): Promise<void> {
  await writeAll(keys.map((key) => entity.build(BatchDeleteRequest).key(key as never) as unknown as Request));
}
