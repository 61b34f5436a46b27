import type { Member, SavedKind } from '@club/shared';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { savedData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { postExists, POST_NOT_FOUND } from '../forums/index.js';
import { jobExists } from '../jobs/index.js';
import { bumpCounter, memberScope } from '../stats/index.js';

// Apart from saved.ts, so the routes that only read saved items bundle none of the write builders.

/** The member counter each kind moves (Bookmarks, Saved Jobs). */
const COUNTER: Record<SavedKind, string> = { post: 'savedPosts', job: 'savedJobs' };

async function requireItem(kind: SavedKind, itemId: string): Promise<void> {
  const found = kind === 'post' ? await postExists(itemId) : await jobExists(itemId);
  if (!found) throw new NotFoundError(kind === 'post' ? POST_NOT_FOUND : 'Job not found');
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
