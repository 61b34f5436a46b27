import { randomUUID } from 'node:crypto';
import { putAll } from '../../platform/db/batch-write.js';
import { byCreation } from '../../platform/db/keys.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { searchData } from './data.js';
import { deltasOf } from './entities/index-delta.js';
import type { IndexChange, IndexKind } from './engine/types.js';

/** How long a delta is kept: the builder folds deltas into a snapshot every few minutes, so days leave room for a builder that fails for a while. */
export const DELTA_TTL_SECONDS = 3 * 24 * 3600;

/**
 * How far before the watermark a reader asks again. Stream shards are
 * consumed in parallel, so a delta stamped a moment before another may be
 * written after it; reading the last seconds again (a change is a whole
 * document, so applying it twice is harmless) never skips it.
 */
const REREAD_MS = 10_000;

export interface Delta {
  at: string;
  change: IndexChange;
}

/** The deltas of a batch of stream records: written together (BatchWriteItem, 25 a request), in order. */
export async function writeDeltas(changes: readonly IndexChange[], now = new Date()): Promise<void> {
  if (!changes.length) return;
  const expiresAt = Math.floor(now.getTime() / 1000) + DELTA_TTL_SECONDS;
  const stamp = now.toISOString();
  // The suffix keeps a batch's order (a change to one document twice in a batch: the later wins) and makes each key unique.
  const batch = randomUUID();
  const items = changes.map((change, n) => ({
    kind: change.kind,
    at: byCreation({ createdAt: stamp, id: `${batch}-${String(n).padStart(5, '0')}` }),
    change: JSON.stringify(change),
    expiresAt,
  }));
  await putAll(searchData().indexDeltas, items);
}

/** Where a reader holding everything up to `watermark` starts reading again. */
function rereadFrom(watermark: string): string | undefined {
  if (!watermark) return undefined;
  const time = Date.parse(watermark.split('#')[0]!);
  return Number.isNaN(time) ? watermark : new Date(time - REREAD_MS).toISOString();
}

/** The kind's deltas after `watermark` (with the last seconds read again), oldest first: one Query, usually empty or short. */
export async function deltasSince(kind: IndexKind, watermark: string): Promise<Delta[]> {
  const items = await queryAll(searchData().indexDeltas, deltasOf(kind, rereadFrom(watermark)), { ascending: true });
  return items.map((item) => ({ at: item.at, change: JSON.parse(item.change) as IndexChange }));
}

/** The newest delta's `at` of a kind ('' when none): a full build includes at least every change up to it. */
export async function latestDelta(kind: IndexKind): Promise<string> {
  const { items } = await queryPage(searchData().indexDeltas, deltasOf(kind), { limit: 1 });
  return items[0]?.at ?? '';
}
