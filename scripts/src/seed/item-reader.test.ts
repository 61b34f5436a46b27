import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Entity } from 'dynamodb-toolbox/entity';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { TABLE } from '@club/shared';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { checkReadable, readItem } from '@club/functions/platform/db/item-reader';
import { ensureTable } from '@club/functions/platform/db/table';
import { scanTable } from '@club/functions/test/scan-table';
import { repoRoot } from '../lib/paths.js';
import { seedDemoData } from './seed-demo-data.js';

/** Every entity the club defines: each `<name>Entity` factory of an entities/ folder (each feature's, platform's). */
async function allEntities(): Promise<Map<string, Entity>> {
  const source = path.join(repoRoot, 'functions/src');
  const files = (fs.readdirSync(source, { recursive: true }) as string[]).filter(
    (name) => path.basename(path.dirname(name)) === 'entities' && name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  const entities = new Map<string, Entity>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(source, file)).href)) as Record<string, unknown>;
    for (const [name, factory] of Object.entries(module)) {
      if (!name.endsWith('Entity') || typeof factory !== 'function') continue;
      const entity = (factory as () => Entity)();
      entities.set(entity.entityName, entity);
    }
  }
  return entities;
}

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  process.env.TABLE_NAME = `seed-reader-${randomUUID()}`;
  const client = createDynamoClient();
  await ensureTable(client, process.env.TABLE_NAME);
  client.destroy();
  await seedDemoData();
}, 300_000);

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
