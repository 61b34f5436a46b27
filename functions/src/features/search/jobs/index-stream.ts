import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { logger } from '../../../platform/lib/logger.js';
import { writeDeltas } from '../deltas.js';
import { changesOf, type StoredWrite } from '../sources.js';

const plain = (image: Record<string, unknown> | undefined) => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined);

/**
 * The table's stream consumer for search (NEW_IMAGE records of the indexed
 * entities, and deletions): each write of a member's directory card, a post
 * or reply, a listing, a job or an event becomes a delta of its index, the
 * batch's deltas in one BatchWrite. A REMOVE record carries only the keys,
 * so the removed document is named from them. A throw makes Lambda retry
 * the batch; deltas are whole documents, so writing one twice is harmless.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<{ records: number; deltas: number }> => {
  const writes: StoredWrite[] = event.Records.flatMap((record) => {
    const keys = plain(record.dynamodb?.Keys);
    if (!keys) return [];
    const image = record.eventName === 'REMOVE' ? undefined : plain(record.dynamodb?.NewImage);
    return [{ keys, ...(image ? { image } : {}) }];
  });
  const changes = await changesOf(writes);
  await writeDeltas(changes);
  logger.info('search-index-stream run', { records: event.Records.length, deltas: changes.length });
  return { records: event.Records.length, deltas: changes.length };
};
