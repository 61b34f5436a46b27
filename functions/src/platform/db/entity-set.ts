import type { Entity } from 'dynamodb-toolbox/entity';

/** Entity factories by name (each entity file exports one). */
export type EntityFactories = Record<string, () => Entity>;

/** The entities a set's factories build, with their precise types. */
export type EntitySet<F extends EntityFactories> = { readonly [K in keyof F]: ReturnType<F[K]> };

/**
 * A feature's entities, each built on first use: a handler pays only for the
 * entities its code reads (`const { posts } = forumData()` builds `posts`
 * alone), not for every schema of every feature it imports. All of them
 * send through the shared table (club-table.ts).
 */
export function entitySet<F extends EntityFactories>(factories: F): () => EntitySet<F> {
  const set = {} as EntitySet<F>;
  for (const [name, build] of Object.entries(factories)) {
    let entity: Entity | undefined;
    Object.defineProperty(set, name, { enumerable: true, get: () => (entity ??= build()) });
  }
  return () => set;
}
