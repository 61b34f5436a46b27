import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@club/shared';
import { config } from '../config.js';
import type { Query } from 'dynamodb-toolbox/table/actions/query';
import type { ClubTable } from './club-table.js';

type ClubQuery = Query<ClubTable>;

/** How a list reads: newest first unless `ascending`, a page size, where the last page stopped. */
export interface KeyQueryOptions {
  reverse: boolean;
  consistent?: boolean;
  limit?: number;
  exclusiveStartKey?: Record<string, unknown>;
}

type Range = NonNullable<ClubQuery['range']>;
const COMPARISONS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** The sort key condition, or undefined for a range this builder does not write. */
function rangeCondition(range: Range): { expression: string; values: Record<string, unknown> } | undefined {
  if ('beginsWith' in range) return { expression: 'begins_with(#s, :s0)', values: { ':s0': range.beginsWith } };
  if ('between' in range) return { expression: '#s BETWEEN :s0 AND :s1', values: { ':s0': range.between[0], ':s1': range.between[1] } };
  for (const [name, operator] of Object.entries(COMPARISONS)) {
    if (name in range) return { expression: `#s ${operator} :s0`, values: { ':s0': (range as Record<string, unknown>)[name] } };
  }
  return undefined;
}

/**
 * A key Query's parameters (the partition, an optional sort key range, one
 * entity's items) written straight from the table's layout, or undefined
 * when the query needs dynamodb-toolbox's builder (a filter, a consistent
 * read on an index, an operator not written here). Toolbox checks and parses
 * a key condition through its schemas on every build: ~7 ms of CPU for a cold
 * start's first Query and ~0.35 ms for each after, measured, on every list
 * route. The parameters mean the same as toolbox's (key-query.test.ts
 * compares both for each operator).
 */
export function keyQueryParams(entityName: string, query: ClubQuery, options: KeyQueryOptions): QueryCommandInput | undefined {
  const keys = query.index ? TABLE.indexes[query.index] : TABLE;
  if (query.index && options.consistent) return undefined;
  const range = query.range ? rangeCondition(query.range) : undefined;
  if (query.range && !range) return undefined;
  return {
    TableName: config.tableName,
    ...(query.index ? { IndexName: query.index } : {}),
    ...(options.consistent ? { ConsistentRead: true } : {}),
    ...(options.exclusiveStartKey ? { ExclusiveStartKey: options.exclusiveStartKey } : {}),
    ...(options.limit !== undefined ? { Limit: options.limit } : {}),
    ScanIndexForward: !options.reverse,
    KeyConditionExpression: range ? `(#p = :p) AND (${range.expression})` : '#p = :p',
    FilterExpression: '#e = :e',
    ExpressionAttributeNames: { '#p': keys.partitionKey, ...(range ? { '#s': keys.sortKey } : {}), '#e': TABLE.entityAttribute },
    ExpressionAttributeValues: { ':p': query.partition, ...range?.values, ':e': entityName },
  };
}
