import { EVENT_SEARCH_ENTITY, eventSearchEntry, removedEventId } from '../events/index.js';
import { POST_SEARCH_ENTITIES, postSearchEntries, removedPostOrReplyId } from '../forums/index.js';
import { JOB_SEARCH_ENTITY, jobSearchEntries, removedJobId } from '../jobs/index.js';
import { LISTING_SEARCH_ENTITY, listingSearchEntries, removedListingId } from '../marketplace/index.js';
import { MEMBER_SEARCH_ENTITY, memberSearchEntry, removedMemberId } from '../members/index.js';
import type { IndexChange } from './engine/types.js';

/** The stored entities whose writes change an index (handlers.ts's SEARCH_STREAM_ENTITIES is the same list, as plain data for infra). */
export const INDEXED_ENTITIES = [
  MEMBER_SEARCH_ENTITY,
  POST_SEARCH_ENTITIES.post,
  POST_SEARCH_ENTITIES.reply,
  LISTING_SEARCH_ENTITY,
  JOB_SEARCH_ENTITY,
  EVENT_SEARCH_ENTITY,
] as const;

/** One written item as a stream record tells it: its keys, and its new image (none when it was deleted). */
export interface StoredWrite {
  keys: Record<string, unknown>;
  image?: Record<string, unknown>;
}

const ENTITY_ATTRIBUTE = 'entity';

/** A deleted item's index changes, from its keys alone (the stream's REMOVE record carries nothing else). */
function removals(keys: Record<string, unknown>): IndexChange[] {
  const member = removedMemberId(keys);
  if (member)
    return [
      { kind: 'members', id: member },
      { kind: 'staffMembers', id: member },
    ];
  const post = removedPostOrReplyId(keys);
  if (post) return [{ kind: 'posts', id: post }];
  const listing = removedListingId(keys);
  if (listing) return [{ kind: 'listings', id: listing }];
  const job = removedJobId(keys);
  if (job) return [{ kind: 'jobs', id: job }];
  const event = removedEventId(keys);
  return event ? [{ kind: 'events', id: event }] : [];
}

/**
 * The index changes of a batch of writes, in the writes' order. Items of
 * other entities change nothing. Posts, replies, listings and jobs are shaped
 * together, so authors and companies they do not carry are one read for the
 * batch; one the feature leaves out (its company is gone) is removed.
 */
export async function changesOf(writes: readonly StoredWrite[]): Promise<IndexChange[]> {
  const entityOf = (write: StoredWrite) => (write.image ? String(write.image[ENTITY_ATTRIBUTE] ?? '') : '');
  const imagesOf = (...entities: string[]) =>
    writes.filter((write) => entities.includes(entityOf(write))).map((write) => ({ entity: entityOf(write), item: write.image! }));
  const [posts, listings, jobs] = await Promise.all([
    postSearchEntries(imagesOf(POST_SEARCH_ENTITIES.post, POST_SEARCH_ENTITIES.reply)),
    listingSearchEntries(imagesOf(LISTING_SEARCH_ENTITY).map((s) => s.item)),
    jobSearchEntries(imagesOf(JOB_SEARCH_ENTITY).map((s) => s.item)),
  ]);
  const shaped = new Map<string, IndexChange>([
    ...posts.map((entry) => [entry.id, { kind: 'posts', id: entry.id, source: entry.source }] as const),
    ...listings.map((listing) => [listing.id, { kind: 'listings', id: listing.id, source: listing }] as const),
    ...jobs.map((job) => [job.id, { kind: 'jobs', id: job.id, source: job }] as const),
  ]);
  return writes.flatMap((write): IndexChange[] => {
    if (!write.image) return removals(write.keys);
    const entity = entityOf(write);
    switch (entity) {
      case MEMBER_SEARCH_ENTITY: {
        const entry = memberSearchEntry(write.image);
        if (!entry) return [];
        return [
          { kind: 'members', id: entry.id, ...(entry.directory ? { source: entry.directory } : {}) },
          { kind: 'staffMembers', id: entry.id, source: entry.staff },
        ];
      }
      case EVENT_SEARCH_ENTITY: {
        const entry = eventSearchEntry(write.image);
        return [{ kind: 'events', id: entry.id, ...(entry.source ? { source: entry.source } : {}) }];
      }
      case POST_SEARCH_ENTITIES.post:
      case POST_SEARCH_ENTITIES.reply:
      case LISTING_SEARCH_ENTITY:
      case JOB_SEARCH_ENTITY: {
        const id = String(write.image.id);
        const kind = entity === LISTING_SEARCH_ENTITY ? 'listings' : entity === JOB_SEARCH_ENTITY ? 'jobs' : 'posts';
        return [shaped.get(id) ?? { kind, id }];
      }
      default:
        return [];
    }
  });
}
