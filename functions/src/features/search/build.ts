import { logger } from '../../platform/lib/logger.js';
import { applyChanges, createIndex, fromSnapshot, toSnapshot } from './engine/engine.js';
import type { IndexKind } from './engine/types.js';
import { DELTA_TTL_SECONDS, deltasSince, latestDelta } from './deltas.js';
import { eventsIndex } from './kinds/events.js';
import type { IndexedKind } from './kinds/indexed-kind.js';
import { jobsIndex } from './kinds/jobs.js';
import { listingsIndex } from './kinds/listings.js';
import { membersIndex, staffMembersIndex } from './kinds/members.js';
import { postsIndex } from './kinds/posts.js';
import { readSnapshot } from './snapshot-reader.js';
import { writeSnapshot } from './snapshot-writer.js';

/** Every index the builder keeps a snapshot of. */
export const BUILT_INDEXES: readonly IndexedKind<IndexKind>[] = [membersIndex, staffMembersIndex, postsIndex, listingsIndex, jobsIndex, eventsIndex];

/** A snapshot older than this is rebuilt whole: the deltas since it may have expired. */
const REBUILD_AFTER_MS = (DELTA_TTL_SECONDS / 2) * 1000;

export type BuildOutcome = 'built' | 'updated' | 'current' | 'raced';

/**
 * One kind's snapshot brought up to date: none yet (or of another format, or
 * so old its deltas may be gone) → a full build from the features' items;
 * deltas past its watermark → loaded, the deltas applied, written anew;
 * else nothing. The write is conditional on the snapshot read, so runs that
 * overlap never replace a newer snapshot with an older one ('raced').
 */
export async function buildKind({ kind, documents }: IndexedKind<IndexKind>, now = new Date()): Promise<BuildOutcome> {
  const snapshot = await readSnapshot(kind);
  let index: ReturnType<typeof createIndex> | undefined;
  let watermark = snapshot?.watermark ?? '';
  const fresh = snapshot && now.getTime() - Date.parse(snapshot.builtAt || '1970-01-01') < REBUILD_AFTER_MS;
  if (snapshot && fresh) {
    try {
      index = fromSnapshot(kind, snapshot.body);
    } catch (error) {
      logger.info('search snapshot of another format: rebuilding', { kind, error: String(error) });
    }
  }
  if (!index) {
    // The newest delta first: the items read after it include at least its change.
    watermark = await latestDelta(kind);
    const built = createIndex(kind, await documents());
    return (await writeSnapshot(kind, toSnapshot(built), watermark, snapshot)) ? 'built' : 'raced';
  }
  // The last seconds before the watermark come back too (deltasSince): applied again in order, they change nothing, and a late one is not lost.
  const deltas = await deltasSince(kind, watermark);
  if (!deltas.some((delta) => delta.at > watermark)) return 'current';
  applyChanges(
    index,
    deltas.map((delta) => delta.change),
  );
  return (await writeSnapshot(kind, toSnapshot(index), deltas.at(-1)!.at, snapshot)) ? 'updated' : 'raced';
}
