import type { IndexKind, IndexSources } from '../engine/types.js';

/**
 * One index as a route holds it: its kind and how to read every document of
 * it from its feature (the full build: the builder job, or a cold search with
 * no snapshot yet). One module per kind, so a route bundles only its own
 * kind's mapping (the global search and the builder import them all).
 */
export interface IndexedKind<K extends IndexKind> {
  kind: K;
  documents: () => Promise<IndexSources[K][]>;
}

/** Every item of a feature's pages, each mapped to the documents it makes (none, one or more). */
export async function collect<T, D>(pages: AsyncGenerator<T[]>, map: (item: T) => D[]): Promise<D[]> {
  const all: D[] = [];
  for await (const page of pages) for (const item of page) all.push(...map(item));
  return all;
}
