import type { Member } from '@club/shared';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { PostItem } from './entities/post.js';
import { forumData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { notice, quoted, type NotificationDraft } from '../notifications/index.js';
import { POST_NOT_FOUND, postLink, readPost } from './posts.js';
import { displayName, type NameParts } from '@club/shared';

/** The post author's notification of an interest (the seed tells demo authors the same way). */
export const interestNotice = (post: Pick<PostItem, 'id' | 'title' | 'authorId'>, member: NameParts): NotificationDraft => ({
  userId: post.authorId,
  kind: 'post_interest',
  title: `${displayName(member)} is interested in your post ${quoted(post.title)}`,
  link: postLink(post.id),
});

export interface InterestState {
  interested: boolean;
  interestCount: number;
}

/**
 * PUT /api/posts/{postId}/interest. The interest item (only if absent),
 * interestCount + 1 and the author's notification are one transaction: a
 * member already interested changes nothing (and tells no one again), so the
 * count is exact however many times or how concurrently it is pressed.
 */
export async function addInterest(member: Member, postId: string): Promise<InterestState> {
  const { postInterests, posts } = forumData();
  const post = await readPost(postId);
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'interest',
          write: postInterests
            .build(PutTransaction)
            .item({ postId, memberId: member.id })
            .options({ condition: { attr: 'postId', exists: false } }),
        },
        // Only when the post exists.
        {
          name: 'post',
          write: posts
            .build(UpdateTransaction)
            .item({ id: postId, interestCount: $add(1) })
            .options({ condition: { attr: 'id', exists: true } }),
        },
        ...notice('post.interest', { bell: [interestNotice(post, member)], actorId: member.id }),
      ],
      // Listed first: a missing post wins over an existing interest.
      // Already interested (or a concurrent press won): the state is already what was asked.
      { post: () => new NotFoundError(POST_NOT_FOUND), interest: 'accept' },
    ),
  );
  return { interested: true, interestCount: (await readPost(postId)).interestCount };
}

/** DELETE /api/posts/{postId}/interest: removes the interest and interestCount - 1 together; idempotent. */
export async function removeInterest(member: Member, postId: string): Promise<InterestState> {
  const { postInterests, posts } = forumData();
  await writeTransaction(
    [
      // Only when the interest exists.
      {
        name: 'interest',
        write: postInterests
          .build(DeleteTransaction)
          .key({ postId, memberId: member.id })
          .options({ condition: { attr: 'postId', exists: true } }),
      },
      {
        name: 'post',
        write: posts
          .build(UpdateTransaction)
          .item({ id: postId, interestCount: $add(-1) })
          .options({ condition: { attr: 'id', exists: true } }),
      },
    ],
    // Not interested (or a concurrent press won) is the state asked for, even when the post is gone too.
    { interest: 'accept', post: () => new NotFoundError(POST_NOT_FOUND) },
  );
  return { interested: false, interestCount: (await readPost(postId)).interestCount };
}
