import type { Entity, EntityConfiguration } from 'electrodb';
import { config } from '../config.js';
import { getDocumentClient } from './client.js';

// ElectroDB's own signatures take any entity as Entity<any, any, any, any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = Entity<any, any, any, any>;

/** Entity factories by name (each entity file exports one). */
export type EntityFactories = Record<string, (config: EntityConfiguration) => AnyEntity>;

/** The entities a set's factories build, with ElectroDB's precise types. */
export type EntitySet<F extends EntityFactories> = { readonly [K in keyof F]: ReturnType<F[K]> };

/**
 * A feature's entities, each built on first use. Building an entity runs
 * ElectroDB's schema validation, which dominates a handler's cold start when
 * done for every entity on import; here a handler pays only for the entities
 * its code reads (`const { posts } = forumData()` builds `posts` alone).
 * Every access binds the entity to the shared DocumentClient and the
 * configured table, so tests that switch either still reach the right one.
 */
export function entitySet<F extends EntityFactories>(factories: F): () => EntitySet<F> {
  const set = {} as EntitySet<F>;
  for (const [name, build] of Object.entries(factories)) {
    let entity: AnyEntity | undefined;
    let bound: { client: unknown; table: string } | undefined;
    Object.defineProperty(set, name, {
      enumerable: true,
      get: () => {
        const client = getDocumentClient();
        const table = config.tableName;
        if (!entity) {
          entity = build({ client, table });
        } else if (bound?.client !== client || bound.table !== table) {
          entity.setClient(client);
          entity.setTableName(table);
        }
        bound = { client, table };
        return entity;
      },
    });
  }
  return () => set;
}
