import { Dictionary } from './dictionary.js';
import { DocFacts } from './doc-facts.js';
import { FacetTable } from './facets.js';
import { facetNames, facetValuesOf, fieldsOf, idOf, KIND_SPECS, toEntry, type Entry, type SearchIndex } from './indexes.js';
import { readSnapshot, SnapshotFormatError, writeSnapshot } from './snapshot.js';
import { Store } from './store.js';
import { tokenize } from './text.js';
import { indexTerms } from './terms.js';
import type { IndexChange, IndexKind, IndexSources } from './types.js';

export { search } from './query.js';
export type { SearchIndex } from './indexes.js';
export { SNAPSHOT_FORMAT, SnapshotFormatError } from './snapshot.js';

/**
 * The in-memory search engine: one index per kind, built from the sources,
 * kept fresh by changes, saved to and loaded from a snapshot. Pure: the
 * pipeline reads and writes the snapshots and the deltas.
 */

function emptyIndex<K extends IndexKind>(kind: K, dictionary: Dictionary, store: Store): SearchIndex<K> {
  return { kind, dictionary, store, facets: new FacetTable(facetNames(kind)), facts: new DocFacts(), docs: [], entries: new Map(), listings: new Map() };
}

const boostsOf = (kind: IndexKind) => fieldsOf(kind).map((field) => KIND_SPECS[kind].boost[field]!);

/** Each field's words as terms (own token and folded form) with the mask of the fields holding them, and each field's length. */
function termsOf(index: SearchIndex, source: unknown): { terms: Map<number, number>; lengths: number[] } {
  const spec = KIND_SPECS[index.kind] as (typeof KIND_SPECS)[IndexKind];
  const terms = new Map<number, number>();
  const lengths = fieldsOf(index.kind).map((field, at) => {
    const words = tokenize(spec.text(source as never, field) ?? '');
    for (const word of words) {
      for (const term of indexTerms(word)) {
        const number = index.dictionary.intern(term);
        terms.set(number, (terms.get(number) ?? 0) | (1 << at));
      }
    }
    return words.length;
  });
  return { terms, lengths };
}

/** Numbers the document and records its facet values (its terms are the store's). */
function enter<K extends IndexKind>(index: SearchIndex<K>, source: IndexSources[K], doc: number): void {
  const entry = toEntry(index.kind, source, doc);
  const { values, labels } = facetValuesOf(index.kind, source);
  index.facets.set(doc, values, labels);
  index.facts.set(doc, entry.time, entry.postId !== undefined);
  index.docs[doc] = entry;
  index.entries.set(entry.id, entry);
}

function forget(index: SearchIndex, entry: Entry): void {
  index.store.remove(entry.doc);
  index.docs[entry.doc] = undefined;
  index.entries.delete(entry.id);
}

function changed(index: SearchIndex): void {
  index.ordered = undefined;
  index.listings.clear();
}

function put<K extends IndexKind>(index: SearchIndex<K>, source: IndexSources[K]): void {
  const old = index.entries.get(idOf(index.kind, source));
  if (old) forget(index, old);
  const { terms, lengths } = termsOf(index, source);
  enter(index, source, index.store.add(terms, lengths));
  changed(index);
}

function remove(index: SearchIndex, id: string): void {
  const old = index.entries.get(id);
  if (!old) return;
  forget(index, old);
  changed(index);
}

export function createIndex<K extends IndexKind>(kind: K, sources: Iterable<IndexSources[K]>): SearchIndex<K> {
  const index = emptyIndex(kind, new Dictionary(), new Store(boostsOf(kind)));
  for (const source of sources) put(index, source);
  index.store.seal(index.dictionary.size);
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

/**
 * The index as one gzipped object: the sources (the answers), the terms in
 * order and each document's terms and field lengths as typed arrays, so
 * loading neither tokenises nor folds. Documents are renumbered densely in
 * their order (removed ones dropped), terms by their sorted place (terms no
 * document holds dropped).
 */
export function toSnapshot(index: SearchIndex): Buffer {
  const docs = index.docs.flatMap((entry) => (entry ? [entry] : []));
  // Terms no alive document holds any more (a renamed member's old name) are left behind.
  const order = index.dictionary.inOrder().filter((term) => index.store.frequencyOf(term) > 0);
  const place = new Uint32Array(index.dictionary.size);
  order.forEach((term, at) => (place[term] = at));
  const arrays = index.store.toArrays(
    docs.map((entry) => entry.doc),
    (term) => place[term]!,
  );
  return writeSnapshot({ kind: index.kind, sources: docs.map((entry) => entry.source), terms: order.map((term) => index.dictionary.terms[term]!) }, arrays);
}

/** Loads a snapshot of `kind`; throws SnapshotFormatError when it is of another format or kind. */
export function fromSnapshot<K extends IndexKind>(kind: K, buffer: Buffer): SearchIndex<K> {
  const { header, arrays } = readSnapshot(kind, buffer);
  const sources = header.sources as IndexSources[K][];
  let store: Store;
  try {
    if (arrays.termCounts.length !== sources.length || arrays.fieldLengths.length !== sources.length * fieldsOf(kind).length) throw new Error('sizes differ');
    store = Store.fromArrays(boostsOf(kind), arrays, header.terms.length);
  } catch (error) {
    throw new SnapshotFormatError(`the ${kind} snapshot's index does not load`, { cause: error });
  }
  const index = emptyIndex(kind, Dictionary.ofSorted(header.terms), store);
  sources.forEach((source, doc) => enter(index, source, doc));
  return index;
}
