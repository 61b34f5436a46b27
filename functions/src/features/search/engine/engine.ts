import { gunzipSync, gzipSync } from 'node:zlib';
import MiniSearch, { type Options } from 'minisearch';
import { fieldsOf, idOf, KIND_SPECS, toEntry, type Entry, type SearchIndex } from './indexes.js';
import { tokenize } from './text.js';
import { indexTerms } from './terms.js';
import type { IndexChange, IndexKind, IndexSources } from './types.js';

export { search } from './query.js';
export type { SearchIndex } from './indexes.js';

/**
 * The in-memory search engine: one index per kind, built from the sources,
 * kept fresh by changes, saved to and loaded from a snapshot. Pure: the
 * pipeline reads and writes the snapshots and the deltas.
 */

/**
 * The snapshot's format. Raise it whenever what is indexed changes (fields,
 * tokenising, the folding table, the snapshot's shape): a snapshot of another
 * format is refused and the pipeline rebuilds the index from the table.
 */
export const SNAPSHOT_FORMAT = 1;

/** A snapshot written by another format or for another kind: rebuild the index. */
export class SnapshotFormatError extends Error {
  override name = 'SnapshotFormatError';
}

interface Snapshot {
  format: number;
  kind: IndexKind;
  sources: unknown[];
  index: unknown;
}

function miniOptions(kind: IndexKind): Options<Entry> {
  const spec = KIND_SPECS[kind] as (typeof KIND_SPECS)[IndexKind];
  return {
    idField: 'id',
    fields: fieldsOf(kind),
    storeFields: [],
    extractField: (entry, field) => (field === 'id' ? entry.id : spec.text(entry.source as never, field)),
    tokenize: (text) => tokenize(text),
    processTerm: indexTerms,
    // Discarded documents' terms stay until a rebuild: they match nothing, and a scheduled snapshot rebuilds anyway.
    autoVacuum: false,
  };
}

function put<K extends IndexKind>(index: SearchIndex<K>, source: IndexSources[K]): void {
  const entry = toEntry(index.kind, source);
  if (index.mini.has(entry.id)) index.mini.discard(entry.id);
  index.mini.add(entry);
  index.entries.set(entry.id, entry);
  index.ordered = undefined;
  index.listings.clear();
}

function remove(index: SearchIndex, id: string): void {
  if (!index.mini.has(id)) return;
  index.mini.discard(id);
  index.entries.delete(id);
  index.ordered = undefined;
  index.listings.clear();
}

export function createIndex<K extends IndexKind>(kind: K, sources: Iterable<IndexSources[K]>): SearchIndex<K> {
  const index: SearchIndex<K> = { kind, mini: new MiniSearch(miniOptions(kind)), entries: new Map(), listings: new Map() };
  for (const source of sources) put(index, source);
  return index;
}

/**
 * Applies changes in order: a source adds or replaces its document, no
 * source removes it (an unknown id is a no-op), so applying a change twice
 * leaves the index as once. Changes of another kind are skipped, so one list
 * of deltas can be given to every index.
 */
export function applyChanges<K extends IndexKind>(index: SearchIndex<K>, changes: Iterable<IndexChange>): void {
  for (const change of changes) {
    if (change.kind !== index.kind) continue;
    if (change.source === undefined) remove(index, change.id);
    else {
      const source = change.source as IndexSources[K];
      // A changed id (never expected) must not leave the old document behind.
      if (idOf(index.kind, source) !== change.id) remove(index, change.id);
      put(index, source);
    }
  }
}

/** The index as gzipped JSON: the sources (the answers) and MiniSearch's own index, so loading skips tokenising. */
export function toSnapshot(index: SearchIndex): Buffer {
  const snapshot: Snapshot = {
    format: SNAPSHOT_FORMAT,
    kind: index.kind,
    sources: [...index.entries.values()].map((entry) => entry.source),
    index: index.mini.toJSON(),
  };
  return gzipSync(JSON.stringify(snapshot));
}

/** Loads a snapshot of `kind`; throws SnapshotFormatError when it is of another format or kind. */
export function fromSnapshot<K extends IndexKind>(kind: K, buffer: Buffer): SearchIndex<K> {
  let snapshot: Partial<Snapshot>;
  try {
    snapshot = JSON.parse(gunzipSync(buffer).toString('utf8')) as Partial<Snapshot>;
  } catch (error) {
    throw new SnapshotFormatError(`the ${kind} snapshot is not gzipped JSON`, { cause: error });
  }
  if (snapshot.format !== SNAPSHOT_FORMAT || snapshot.kind !== kind || !Array.isArray(snapshot.sources)) {
    throw new SnapshotFormatError(
      `the ${kind} snapshot is format ${String(snapshot.format)} of ${String(snapshot.kind)}; this engine reads format ${SNAPSHOT_FORMAT}`,
    );
  }
  let mini: MiniSearch<Entry>;
  try {
    mini = MiniSearch.loadJS(snapshot.index as Parameters<typeof MiniSearch.loadJS>[0], miniOptions(kind));
  } catch (error) {
    throw new SnapshotFormatError(`the ${kind} snapshot's index does not load`, { cause: error });
  }
  const entries = new Map<string, Entry<K>>();
  for (const source of snapshot.sources as IndexSources[K][]) {
    const entry = toEntry(kind, source);
    entries.set(entry.id, entry);
  }
  return { kind, mini, entries, listings: new Map() };
}
