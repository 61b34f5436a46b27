import { savedItemSchema, type Member, type SavedItem, type SavedKind } from '@club/shared';
import { counterData } from '../../db/services/counters.js';
import { forumData } from '../../db/services/forums.js';
import { jobData } from '../../db/services/jobs.js';
import { savedData } from '../../db/services/saved.js';
import { writeTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../errors.js';
import { postsWithAuthorsById, POST_NOT_FOUND } from '../forums/posts.js';
import { jobsById } from '../jobs/jobs.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { bumpCounter, memberScope } from '../stats/counters.js';

/** The member counter each kind moves (Bookmarks, Saved Jobs). */
const COUNTER: Record<SavedKind, string> = { post: 'savedPosts', job: 'savedJobs' };

async function requireItem(kind: SavedKind, itemId: string): Promise<void> {
  const found = kind === 'post' ? await forumData().posts.get({ id: itemId }).go() : await jobData().jobs.get({ id: itemId }).go();
  if (!found.data) throw new NotFoundError(kind === 'post' ? POST_NOT_FOUND : 'Job not found');
}

/** GET /api/saved-items/{kind}/{itemId}: one GetItem. */
export async function isSaved(member: Member, kind: SavedKind, itemId: string): Promise<{ saved: boolean }> {
  const { data } = await savedData().savedItems.get({ memberId: member.id, kind, itemId }).go();
  return { saved: Boolean(data) };
}

/** PUT: saves once (the item only if absent, the counter + 1 with it); saving again changes nothing. */
export async function saveItem(member: Member, kind: SavedKind, itemId: string): Promise<{ saved: boolean }> {
  await requireItem(kind, itemId);
  const { savedItems } = savedData();
  const { counters } = counterData();
  await writeTransaction(
    { savedItems, counters },
    (tx) => [
      { name: 'saved', write: tx.savedItems.create({ memberId: member.id, kind, itemId }).commit() },
      bumpCounter(tx.counters, memberScope(member.id), COUNTER[kind]),
    ],
    { saved: 'accept' },
  );
  return { saved: true };
}

/** DELETE: removes it and the counter - 1 together; removing what is not saved changes nothing. */
export async function unsaveItem(member: Member, kind: SavedKind, itemId: string): Promise<{ saved: boolean }> {
  const { savedItems } = savedData();
  const { counters } = counterData();
  await writeTransaction(
    { savedItems, counters },
    (tx) => [
      // remove: only when it is saved.
      { name: 'saved', write: tx.savedItems.remove({ memberId: member.id, kind, itemId }).commit() },
      bumpCounter(tx.counters, memberScope(member.id), COUNTER[kind], -1),
    ],
    { saved: 'accept' },
  );
  return { saved: false };
}

/**
 * GET /api/saved-items?kind=, newest first: one Query, then the saved posts
 * (with authors) or jobs (with companies): two BatchGets.
 */
export async function listSavedItems(member: Member, { kind = 'post', limit, cursor }: PageRequest & { kind?: SavedKind }): Promise<Page<SavedItem>> {
  const page = await readPage(cursor, () => savedData().savedItems.query.byKind({ memberId: member.id, kind }).go({ limit, cursor, order: 'desc' }));
  const ids = page.data.map((item) => item.itemId);
  const things: Map<string, unknown> = kind === 'post' ? await postsWithAuthorsById(ids) : await jobsById(ids);
  const items = page.data.map(({ itemId, savedAt }) => {
    const thing = things.get(itemId);
    return savedItemSchema.parse({ kind, itemId, savedAt, ...(thing ? { [kind]: thing } : {}) });
  });
  return { items, cursor: page.cursor };
}
