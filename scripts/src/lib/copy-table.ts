import {
  BatchWriteItemCommand,
  ScanCommand,
  type AttributeValue,
  type BatchWriteItemCommandOutput,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';

/** BatchWriteItem's limit per call. */
const BATCH = 25;
/** Batches written at once: enough to keep DynamoDB Local busy, few enough not to throttle it. */
const IN_FLIGHT = 8;

/**
 * Copies every item of `source` into `target` (an existing table with the same
 * keys), as stored: a page of the scan at a time, its batches written side by
 * side, each retried until DynamoDB has taken all of it. Answers how many
 * items it copied.
 */
export async function copyTableItems(client: DynamoDBClient, source: string, target: string): Promise<number> {
  let copied = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: source, ExclusiveStartKey: start }));
    const batches: WriteRequest[][] = [];
    for (let i = 0; i < (page.Items ?? []).length; i += BATCH) batches.push(page.Items!.slice(i, i + BATCH).map((Item) => ({ PutRequest: { Item } })));
    for (let i = 0; i < batches.length; i += IN_FLIGHT) await Promise.all(batches.slice(i, i + IN_FLIGHT).map((batch) => writeAll(client, target, batch)));
    copied += page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return copied;
}

async function writeAll(client: DynamoDBClient, table: string, requests: WriteRequest[]): Promise<void> {
  let left: WriteRequest[] | undefined = requests;
  while (left?.length) {
    const result: BatchWriteItemCommandOutput = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: left } }));
    left = result.UnprocessedItems?.[table];
  }
}
