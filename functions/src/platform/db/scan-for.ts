import type { Entity } from 'dynamodb-toolbox/entity';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@club/shared';
import { config } from '../config.js';
import { getDocumentClient } from './client.js';
import { readItem } from './item-reader.js';

/**
 * Every item of `entity` whose `attribute` is the member's id, by a filtered
 * Scan of the whole table. Only the data-requests job calls it, for the few
 * kinds no index finds by member (replies, post interests): at most
 * one export a member a day, and erasures are rare, so a scan there costs
 * less than an index every write of those items would pay for.
 */
export async function scanFor<E extends Entity>(entity: E, attribute: string, memberId: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(
      new ScanCommand({
        TableName: config.tableName,
        FilterExpression: '#entity = :entity AND #attribute = :id',
        ExpressionAttributeNames: { '#entity': TABLE.entityAttribute, '#attribute': attribute },
        ExpressionAttributeValues: { ':entity': entity.entityName, ':id': memberId },
        ExclusiveStartKey: start,
      }),
    );
    for (const stored of page.Items ?? []) found.push(readItem(entity, stored) as Record<string, unknown>);
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
