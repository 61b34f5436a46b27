import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { scanTable } from './scan-table.js';

/**
 * Test support: the stream records DynamoDB would send for the items of the
 * test's table (NEW_IMAGE), read with a Scan (a test table is small), and
 * REMOVE records of deleted items' keys.
 */
export async function streamOfTable(): Promise<DynamoDBStreamEvent> {
  return { Records: (await scanTable()).map((item) => modified(item)) };
}

const modified = (item: Record<string, unknown>): DynamoDBRecord => ({
  eventName: 'MODIFY',
  dynamodb: {
    Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
    NewImage: marshall(item, { removeUndefinedValues: true }) as never,
    StreamViewType: 'NEW_IMAGE',
  },
});

/** The REMOVE record of a deleted item: only its keys. */
export const removed = (keys: { pk: string; sk: string }): DynamoDBStreamEvent => ({
  Records: [{ eventName: 'REMOVE', dynamodb: { Keys: marshall(keys) as never, StreamViewType: 'NEW_IMAGE' } }],
});

/** The records of the items whose keys pass `keep` (a new post only). */
export async function streamOf(keep: (item: { pk: string; sk: string; entity?: string }) => boolean): Promise<DynamoDBStreamEvent> {
  const all = await streamOfTable();
  return {
    Records: all.Records.filter((record) => {
      const keys = record.dynamodb!.Keys!;
      const entity = record.dynamodb!.NewImage?.entity?.S;
      return keep({ pk: keys.pk!.S!, sk: keys.sk!.S!, ...(entity ? { entity } : {}) });
    }),
  };
}
