import { savedItemSchema, type Member, type SavedItem, type SavedKind } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { savedOfKind } from './entities/saved-item.js';
import { queryPage } from '../../platform/db/pages.js';
import { savedData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { postExists, postsWithAuthorsById, POST_NOT_FOUND } from '../forums/index.js';
import { jobExists, jobsById } from '../jobs/index.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { bumpCounter, memberScope } from '../stats/index.js';

/** The member counter each kind moves (Bookmarks, Saved Jobs). */
const COUNTER: Record<SavedKind, string> = { post: 'savedPosts', job: 'savedJobs' };

async function requireItem(kind: SavedKind, itemId: string): Promise<void> {
  const found = kind === 'post' ? await postExists(itemId) : await jobExists(itemId);
  if (!found) throw new NotFoundError(kind === 'post' ? POST_NOT_FOUND : 'Job not found');
}

/** GET /api/saved-items/{kind}/{itemId}: one GetItem. */
export async function isSaved(member: Member, kind: SavedKind, itemId: string): Promise<{ saved: boolean }> {
  const { Item } = await savedData().savedItems.build(GetItemCommand).key({ memberId: member.id, kind, itemId }).send();
  return { saved: Boolean(Item) };
}

/** PUT: saves once (the item only if absent, the counter + 1 with it); saving again changes nothing. */
export async function saveItem(member: Member, kind: SavedKind, itemId: string): Promise<{ saved: boolean }> {
  await requireItem(kind, itemId);
  const { savedItems } = savedData();
  await writeTransaction(
    [
      {
        name: 'saved',
        write: savedItems
          .build(PutTransaction)
          .item({ memberId: member.id, kind, itemId })
          .options({ condition: { attr: 'itemId', exists: false } }),
      },
      bumpCounter(memberScope(member.id), COUNTER[kind]),
    ],
    { saved: 'accept' },
  );
  return { saved: true };
}

/** DELETE: removes it and the counter - 1 together; removing what is not saved changes nothing. */
export async function unsaveItem(member: Member, kind: SavedKind, itemId: string): Promise<{ saved: boolean }> {
  const { savedItems } = savedData();
  await writeTransaction(
    [
      // Only when it is saved.
      {
        name: 'saved',
        write: savedItems
          .build(DeleteTransaction)
          .key({ memberId: member.id, kind, itemId })
          .options({ condition: { attr: 'itemId', exists: true } }),
      },
      bumpCounter(memberScope(member.id), COUNTER[kind], -1),
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
  const page = await readPage(cursor, () => queryPage(savedData().savedItems, savedOfKind(member.id, kind), { limit, cursor }));
  const ids = page.items.map((item) => item.itemId);
  const things: Map<string, unknown> = kind === 'post' ? await postsWithAuthorsById(ids) : await jobsById(ids);
  const items = page.items.map(({ itemId, savedAt }) => {
    const thing = things.get(itemId);
    return savedItemSchema.parse({ kind, itemId, savedAt, ...(thing ? { [kind]: thing } : {}) });
  });
  return { items, cursor: page.cursor };
}
