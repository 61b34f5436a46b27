import { randomUUID } from 'node:crypto';
import { replySchema, type Author, type Member, type Reply, displayName, type NameParts } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { PostItem } from './entities/post.js';
import { repliesOf, type PostReplyItem } from './entities/post-reply.js';
import { queryPage } from '../../platform/db/pages.js';
import { forumData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { notice, quoted, type NotificationDraft } from '../notifications/index.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { selfAuthor, withAuthors } from './authors.js';
import { POST_NOT_FOUND, postLink, readPost } from './posts.js';

/** A reply as written or read (one just written has no updatedAt yet). */
type StoredReply = Omit<PostReplyItem, 'updatedAt'>;

export const toReply = (item: StoredReply, author: Author): Reply => replySchema.parse({ ...item, author });

/** The post author's notification of a reply (the seed tells demo authors the same way). */
export const replyNotice = (post: Pick<PostItem, 'id' | 'title' | 'authorId'>, replier: NameParts, body: string): NotificationDraft => ({
  userId: post.authorId,
  kind: 'post_reply',
  title: `${displayName(replier)} replied to your post ${quoted(post.title)}`,
  body,
  link: postLink(post.id),
});

/**
 * GET /api/posts/{postId}/replies, oldest first: one Query + one BatchGet of
 * authors. An empty first page checks the post exists, so an unknown post is 404.
 */
export async function listReplies(postId: string, { limit, cursor }: PageRequest): Promise<Page<Reply>> {
  const { postReplies, posts } = forumData();
  const page = await readPage(cursor, () => queryPage(postReplies, repliesOf(postId), { limit, cursor, ascending: true }));
  if (!page.items.length && !cursor && !(await posts.build(GetItemCommand).key({ id: postId }).send()).Item) throw new NotFoundError(POST_NOT_FOUND);
  return { items: await withAuthors(page.items, toReply), cursor: page.cursor };
}

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
