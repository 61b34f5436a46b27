import { config } from '../../platform/config.js';
import { logger } from '../../platform/lib/logger.js';
import { applyChanges, createIndex, fromSnapshot } from './engine/engine.js';
import type { IndexKind } from './engine/types.js';
import { deltasSince, latestDelta } from './deltas.js';
import type { IndexedKind } from './kinds/indexed-kind.js';
import { readSnapshot } from './snapshot-reader.js';

export type SearchIndex = ReturnType<typeof createIndex>;

/** An index a warm function keeps, with the newest delta it has applied. */
interface Held {
  index: SearchIndex;
  watermark: string;
  /** The deltas applied lately: the seconds read again (deltasSince) are not applied twice, so the engine keeps its cached answers. */
  applied: Set<string>;
}

// By table and kind: one function serves one table; tests switch tables within a process.
const held = new Map<string, Promise<Held>>();

/**
 * A cold function's index: the kind's snapshot (one signed GET); with none
 * yet, or one of another format, it is built here from the features' items
 * (slow, once per function; the builder job writes the snapshot soon after):
 * only its own kind's mapping, so a route bundles no other feature's.
 */
async function load({ kind, documents }: IndexedKind<IndexKind>): Promise<Held> {
  const snapshot = await readSnapshot(kind);
  if (snapshot) {
    try {
      return { index: fromSnapshot(kind, snapshot.body), watermark: snapshot.watermark, applied: new Set() };
    } catch (error) {
      logger.warn('search snapshot unreadable: building the index in process', { kind, error: String(error) });
    }
  } else {
    logger.info('no search snapshot yet: building the index in process', { kind });
  }
  const watermark = await latestDelta(kind);
  return { index: createIndex(kind, await documents()), watermark, applied: new Set() };
}

/**
 * The kind's index, current: a warm function applies the deltas newer than
 * what it holds (one Query, usually empty); a cold one loads first. Calls at
 * once share one load.
 */
export async function currentIndex(indexed: IndexedKind<IndexKind>): Promise<SearchIndex> {
  const { kind } = indexed;
  const slot = `${config.tableName}/${kind}`;
  let loading = held.get(slot);
  if (!loading) {
    loading = load(indexed);
    held.set(slot, loading);
    // A failed load is not kept: the next call tries again.
    loading.catch(() => held.delete(slot));
  }
  const state = await loading;
  const deltas = await deltasSince(kind, state.watermark);
  // From the first one not yet applied, in order: a late delta never undoes a newer change to the same document.
  const first = deltas.findIndex((delta) => !state.applied.has(delta.at));
  if (first >= 0) {
    applyChanges(
      state.index,
      deltas.slice(first).map((delta) => delta.change),
    );
    const newest = deltas.at(-1)!.at;
    if (newest > state.watermark) state.watermark = newest;
  }
  // What the next read returns again: exactly these deltas and newer ones.
  state.applied = new Set(deltas.map((delta) => delta.at));
  return state.index;
}

/** Forgets every held index (tests: a fresh table is a cold start). */
export function dropHeldIndexes(): void {
  held.clear();
}
