import type { Member } from '@club/shared';
import { forumData } from '../../db/services/forums.js';
import { writeTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../errors.js';
import { POST_NOT_FOUND, readPost } from './posts.js';

export interface InterestState {
  interested: boolean;
  interestCount: number;
}

/**
 * PUT /api/posts/{postId}/interest. The interest item (only if absent) and
 * interestCount + 1 are one transaction: a member already interested changes
 * nothing, so the count is exact however many times or how concurrently it is pressed.
 */
export async function addInterest(member: Member, postId: string): Promise<InterestState> {
  const { postInterests, posts } = forumData();
  await writeTransaction(
    { postInterests, posts },
    (tx) => [
      { name: 'interest', write: tx.postInterests.create({ postId, memberId: member.id }).commit() },
      // patch: only when the post exists.
      { name: 'post', write: tx.posts.patch({ id: postId }).add({ interestCount: 1 }).commit() },
    ],
    // Listed first: a missing post wins over an existing interest.
    // Already interested (or a concurrent press won): the state is already what was asked.
    { post: () => new NotFoundError(POST_NOT_FOUND), interest: 'accept' },
  );
  return { interested: true, interestCount: (await readPost(postId)).interestCount };
}

/** DELETE /api/posts/{postId}/interest: removes the interest and interestCount - 1 together; idempotent. */
export async function removeInterest(member: Member, postId: string): Promise<InterestState> {
  const { postInterests, posts } = forumData();
  await writeTransaction(
    { postInterests, posts },
    (tx) => [
      // remove: only when the interest exists.
      { name: 'interest', write: tx.postInterests.remove({ postId, memberId: member.id }).commit() },
      { name: 'post', write: tx.posts.patch({ id: postId }).add({ interestCount: -1 }).commit() },
    ],
    // Not interested (or a concurrent press won) is the state asked for, even when the post is gone too.
    { interest: 'accept', post: () => new NotFoundError(POST_NOT_FOUND) },
  );
  return { interested: false, interestCount: (await readPost(postId)).interestCount };
}
