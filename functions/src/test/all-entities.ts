import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Entity } from 'dynamodb-toolbox/entity';

/** Every entity the club defines, by name: each `<name>Entity` factory of an entities/ folder (each feature's, platform's). */
export async function allEntities(): Promise<Map<string, Entity>> {
  const source = path.resolve(import.meta.dirname, '..');
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
