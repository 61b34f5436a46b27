import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { TABLE } from '@club/shared';
import { checkReadable, readItem } from '@club/functions/platform/db/item-reader';
import { allEntities } from '@club/functions/test/all-entities';
import { scanTable } from '@club/functions/test/scan-table';

beforeAll(() => useSeededDemoTable('seed-reader'));

describe('the item reader (lists and batch gets) against dynamodb-toolbox’s formatter', () => {
  it('can read every entity the club defines (no transform, no nested rename or hidden value)', async () => {
    const entities = await allEntities();
    expect(entities.size).toBeGreaterThanOrEqual(60);
    for (const entity of entities.values()) expect(() => checkReadable(entity), entity.entityName).not.toThrow();
  });

  it('reads every item of the demo data exactly as the formatter does', async () => {
    const entities = await allEntities();
    const items = await scanTable();
    const compared = new Set<string>();
    for (const stored of items) {
      const name = String(stored[TABLE.entityAttribute]);
      const entity = entities.get(name);
      expect(entity, `an entity for stored items named ${name}`).toBeDefined();
      expect(readItem(entity!, stored), `${name} ${String(stored[TABLE.partitionKey])} ${String(stored[TABLE.sortKey])}`).toEqual(
        entity!.build(EntityFormatter).format(stored),
      );
      compared.add(name);
    }
    // The demo data covers most of the club's item types: a seed that stops writing many of them would hollow this test out.
    expect(compared.size).toBeGreaterThanOrEqual(40);
  });
});
