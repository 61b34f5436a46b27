import { savedItemSchema, type Member, type SavedItem, type SavedKind } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { savedOfKind } from './entities/saved-item.js';
import { queryPage } from '../../platform/db/pages.js';
import { savedData } from './data.js';
import { postsWithAuthorsById } from '../forums/index.js';
import { jobsById } from '../jobs/index.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

/** GET /api/saved-items/{kind}/{itemId}: one GetItem. */
export async function isSaved(member: Member, kind: SavedKind, itemId: string): Promise<{ saved: boolean }> {
  const { Item } = await savedData().savedItems.build(GetItemCommand).key({ memberId: member.id, kind, itemId }).send();
  return { saved: Boolean(Item) };
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
