import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand } from 'dynamodb-toolbox/table/actions/batchGet';
import { describe, expect, it } from 'vitest';
import { allEntities } from '../../test/all-entities.js';
import { clubTable } from './club-table.js';
import { batchGetItems, type AnyEntity } from './get-together.js';

interface AttributeNode {
  type?: string;
  props?: { key?: boolean; enum?: unknown[] };
}

/** A key for the entity: a value of the right type (an enum's first) for each key attribute. */
function sampleKey(entity: AnyEntity): Record<string, unknown> {
  const attributes = (entity.schema as unknown as { attributes: Record<string, AttributeNode> }).attributes;
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([, attribute]) => attribute.props?.key)
      .map(([name, attribute]) => [name, attribute.props?.enum?.[0] ?? (attribute.type === 'number' ? 2026 : `${name}-1`)]),
  );
}

describe('a BatchGetItem written from the entities’ own keys', () => {
  it('asks for the same keys as dynamodb-toolbox’s builder, for every entity, in order', async () => {
    const entities = [...(await allEntities()).values()] as AnyEntity[];
    expect(entities.length).toBeGreaterThan(40);
    const lookups = entities.map((entity) => ({ entity, key: sampleKey(entity) }));
    const toolbox = clubTable
      .build(BatchGetCommand)
      .requests(...(lookups.map(({ entity, key }) => entity.build(BatchGetRequest).key(key as never)) as [BatchGetRequest]))
      .options({ consistent: false })
      .params();
    expect(batchGetItems(lookups)).toEqual(toolbox);
    expect(Object.values(batchGetItems(lookups, { consistent: true }))[0]).toMatchObject({ ConsistentRead: true });
  });
});
