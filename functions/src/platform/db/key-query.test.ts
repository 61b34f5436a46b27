import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { describe, expect, it } from 'vitest';
import type { ClubQuery } from './pages.js';
import { guardEntity } from './entities/guard.js';
import { keyQueryParams, type KeyQueryOptions } from './key-query.js';

interface Params {
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** The parameters with every placeholder replaced by its name or value: what DynamoDB reads, whatever the placeholders are called. */
function meaning({ KeyConditionExpression, FilterExpression, ExpressionAttributeNames, ExpressionAttributeValues, ...rest }: Params) {
  const resolve = (expression = '') =>
    expression
      .replace(/#\w+/g, (name) => ExpressionAttributeNames?.[name] ?? '?')
      .replace(/:\w+/g, (value) => JSON.stringify(ExpressionAttributeValues?.[value]));
  return { ...rest, key: resolve(KeyConditionExpression), filter: resolve(FilterExpression) };
}

const entity = guardEntity();
const toolbox = (query: ClubQuery, options: KeyQueryOptions) =>
  entity.table.build(QueryCommand).entities(entity).query(query).options(options).params() as Params;

describe('a key query written directly', () => {
  const queries: ClubQuery[] = [
    { partition: 'MEMBER#m1' },
    { partition: 'MEMBER#m1', range: { beginsWith: 'TIE#' } },
    { partition: 'MEMBER#m1', range: { between: ['a', 'b'] } },
    { partition: 'MEMBER#m1', range: { gt: 'a' } },
    { partition: 'MEMBER#m1', range: { gte: 'a' } },
    { partition: 'MEMBER#m1', range: { lt: 'a' } },
    { partition: 'MEMBER#m1', range: { lte: 'a' } },
    { index: 'gsi2', partition: 'LISTING#active', range: { beginsWith: '2026' } },
  ];
  const optionSets: KeyQueryOptions[] = [{ reverse: true }, { reverse: false, limit: 20, exclusiveStartKey: { pk: 'MEMBER#m1', sk: 'TIE#x' } }];

  it('means what dynamodb-toolbox’s builder writes, for every range operator, index and option the lists use', () => {
    for (const query of queries) {
      for (const options of optionSets) {
        const direct = keyQueryParams(entity.entityName, query, options);
        expect(direct, JSON.stringify(query)).toBeDefined();
        expect(meaning(direct as Params), JSON.stringify({ query, options })).toEqual(meaning(toolbox(query, options)));
      }
    }
    const consistent = { reverse: true, consistent: true };
    expect(meaning(keyQueryParams(entity.entityName, queries[1]!, consistent) as Params)).toEqual(meaning(toolbox(queries[1]!, consistent)));
  });

  it('leaves to toolbox what it does not write: a consistent read on an index, an unknown operator', () => {
    expect(keyQueryParams(entity.entityName, queries[7]!, { reverse: true, consistent: true })).toBeUndefined();
    expect(keyQueryParams(entity.entityName, { partition: 'P', range: { eq: 'x' } } as ClubQuery, { reverse: true })).toBeUndefined();
  });
});
