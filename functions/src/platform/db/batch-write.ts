import type { InputItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import { clubTable } from './club-table.js';
import type { AnyEntity } from './get-together.js';
import { eachLimit } from '../lib/each-limit.js';

/** DynamoDB's most writes per BatchWriteItem. */
const BATCH = 25;
/** How often DynamoDB is asked again for writes it left unprocessed (throttling). */
const MAX_ATTEMPTS = 8;

type Request = BatchPutRequest | BatchDeleteRequest;

async function writeBatches(requests: Request[], concurrency: number): Promise<void> {
  const batches: Request[][] = [];
  for (let start = 0; start < requests.length; start += BATCH) batches.push(requests.slice(start, start + BATCH));
  await eachLimit(batches, concurrency, async (batch) => {
    const { UnprocessedItems } = await execute({ maxAttempts: MAX_ATTEMPTS }, clubTable.build(BatchWriteCommand).requests(...(batch as [Request])));
    // Never drop a write silently: what DynamoDB still refused after every attempt fails the call.
    if (UnprocessedItems && Object.values(UnprocessedItems).some((items) => items.length)) throw new Error('BatchWriteItem left writes unprocessed');
  });
}

/** Puts items of one entity with BatchWriteItem, 25 a request, `concurrency` requests in flight (no conditions: seeds, bulk writes). */
export async function putAll<E extends AnyEntity>(entity: E, items: InputItem<E>[], concurrency = 4): Promise<void> {
  await writeBatches(
    items.map((item) => entity.build(BatchPutRequest).item(item as never) as unknown as BatchPutRequest),
    concurrency,
  );
}

/** Deletes items of one entity by key with BatchWriteItem, 25 a request. */
export async function deleteAll<E extends AnyEntity>(entity: E, keys: KeyInputItem<E>[], concurrency = 4): Promise<void> {
  await writeBatches(
    keys.map((key) => entity.build(BatchDeleteRequest).key(key as never) as unknown as BatchDeleteRequest),
    concurrency,
  );
}
