import type { Member } from '@club/shared';
import { db } from '../../db/index.js';
import { asTransactUpdate, cancellationCodes, transact } from '../../db/transact.js';
import { NotFoundError } from '../errors.js';
import { POST_NOT_FOUND, readPost } from './posts.js';

export interface InterestState {
  interested: boolean;
  interestCount: number;
}

const FAILED = 'ConditionalCheckFailed';

/**
 * PUT /api/posts/{postId}/interest. The interest item (only if absent) and
 * interestCount + 1 are one transaction: a member already interested changes
 * nothing, so the count is exact however many times or how concurrently it is pressed.
 */
export async function addInterest(member: Member, postId: string): Promise<InterestState> {
  const { postInterests, posts } = db();
  try {
    await transact([
      { Put: postInterests.create({ postId, memberId: member.id }).params() },
      asTransactUpdate(posts.patch({ id: postId }).add({ interestCount: 1 }).params()),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[1] === FAILED) throw new NotFoundError(POST_NOT_FOUND);
    // Already interested (or a concurrent press won): the state is already what was asked.
    if (codes?.[0] !== FAILED) throw error;
  }
  return { interested: true, interestCount: (await readPost(postId)).interestCount };
}

/** DELETE /api/posts/{postId}/interest: removes the interest and interestCount - 1 together; idempotent. */
export async function removeInterest(member: Member, postId: string): Promise<InterestState> {
  const { postInterests, posts } = db();
  try {
    await transact([
      // remove: only when the interest exists.
      { Delete: postInterests.remove({ postId, memberId: member.id }).params() },
      asTransactUpdate(posts.patch({ id: postId }).add({ interestCount: -1 }).params()),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[1] === FAILED && codes[0] !== FAILED) throw new NotFoundError(POST_NOT_FOUND);
    if (codes?.[0] !== FAILED) throw error;
  }
  return { interested: false, interestCount: (await readPost(postId)).interestCount };
}
