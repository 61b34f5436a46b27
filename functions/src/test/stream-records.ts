import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';

/**
 * Test support: the stream records DynamoDB would send for the items of the
 * test's table (NEW_IMAGE), read with a Scan (a test table is small), and
 * REMOVE records of deleted items' keys.
 */
export async function streamOfTable(): Promise<DynamoDBStreamEvent> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return { Records: items.map((item) => modified(item)) };
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
