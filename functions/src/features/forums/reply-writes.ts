import { randomUUID } from 'node:crypto';
import type { Member, Reply } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { forumData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { notice } from '../notifications/index.js';
import { selfAuthor } from './authors.js';
import { POST_NOT_FOUND, readPost } from './posts.js';
import { replyNotice, toReply, type StoredReply } from './replies.js';

// Apart from replies.ts, so the routes that only read replies bundle none of the write builders.

/**
 * POST /api/posts/{postId}/replies: the reply, replyCount + 1 and the post
 * author's notification (not for a reply to one's own post) in one
 * transaction (404 if the post is gone).
 */
export async function createReply(member: Member, postId: string, body: string): Promise<Reply> {
  const { postReplies, posts } = forumData();
  const post = await readPost(postId);
  const item: StoredReply = { postId, id: randomUUID(), body, authorId: member.id, createdAt: new Date().toISOString() };
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'reply',
          write: postReplies
            .build(PutTransaction)
            .item(item)
            .options({ condition: { attr: 'id', exists: false } }),
        },
        // Only when the post exists.
        {
          name: 'post',
          write: posts
            .build(UpdateTransaction)
            .item({ id: postId, replyCount: $add(1) })
            .options({ condition: { attr: 'id', exists: true } }),
        },
        ...notice('post.replied', { bell: [replyNotice(post, member, body)], actorId: member.id }),
      ],
      { post: () => new NotFoundError(POST_NOT_FOUND) },
    ),
  );
  return toReply(item, selfAuthor(member));
}
