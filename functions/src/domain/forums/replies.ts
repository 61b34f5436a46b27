import { randomUUID } from 'node:crypto';
import { replySchema, type Author, type Member, type Reply } from '@club/shared';
import type { PostItem } from '../../db/entities/post.js';
import type { PostReplyItem } from '../../db/entities/post-reply.js';
import { forumData } from '../../db/services/forums.js';
import { operationsData } from '../../db/services/operations.js';
import { writeTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../errors.js';
import { retryOnContention } from '../operations/contention.js';
import { personName, quoted, type PersonNames } from '../operations/notification-text.js';
import { notifyWrites, type NotificationDraft } from '../operations/notify.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { selfAuthor, withAuthors } from './authors.js';
import { POST_NOT_FOUND, postLink, readPost } from './posts.js';

const toReply = (item: PostReplyItem, author: Author): Reply => replySchema.parse({ ...item, author });

/** The post author's notification of a reply (the seed tells demo authors the same way). */
export const replyNotice = (post: Pick<PostItem, 'id' | 'title' | 'authorId'>, replier: PersonNames, body: string): NotificationDraft => ({
  userId: post.authorId,
  kind: 'post_reply',
  title: `${personName(replier)} replied to your post ${quoted(post.title)}`,
  body,
  link: postLink(post.id),
});

/**
 * GET /api/posts/{postId}/replies, oldest first: one Query + one BatchGet of
 * authors. An empty first page checks the post exists, so an unknown post is 404.
 */
export async function listReplies(postId: string, { limit, cursor }: PageRequest): Promise<Page<Reply>> {
  const { postReplies, posts } = forumData();
  const page = await readPage(cursor, () => postReplies.query.byPost({ postId }).go({ limit, cursor, order: 'asc' }));
  if (!page.data.length && !cursor && !(await posts.get({ id: postId }).go()).data) throw new NotFoundError(POST_NOT_FOUND);
  return { items: await withAuthors(page.data, toReply), cursor: page.cursor };
}

/**
 * POST /api/posts/{postId}/replies: the reply, replyCount + 1 and the post
 * author's notification (not for a reply to one's own post) in one
 * transaction (404 if the post is gone).
 */
export async function createReply(member: Member, postId: string, body: string): Promise<Reply> {
  const { postReplies, posts } = forumData();
  const { notifications, counters } = operationsData();
  const post = await readPost(postId);
  const item: PostReplyItem = { postId, id: randomUUID(), body, authorId: member.id, createdAt: new Date().toISOString() };
  await retryOnContention(() =>
    writeTransaction(
      { postReplies, posts, notifications, counters },
      (tx) => [
        { name: 'reply', write: tx.postReplies.create(item).commit() },
        // patch: only when the post exists.
        { name: 'post', write: tx.posts.patch({ id: postId }).add({ replyCount: 1 }).commit() },
        ...notifyWrites(tx, [replyNotice(post, member, body)], member.id),
      ],
      { post: () => new NotFoundError(POST_NOT_FOUND) },
    ),
  );
  return toReply(item, selfAuthor(member));
}
