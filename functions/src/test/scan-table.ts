import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';

/** Every item in the test's table as the document client returns it (keys, entity name, hidden attributes included), every page. */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
