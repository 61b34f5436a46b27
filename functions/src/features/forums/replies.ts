import { replySchema, type Author, type Reply, displayName, type NameParts } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { PostItem } from './entities/post.js';
import { repliesOf, type PostReplyItem } from './entities/post-reply.js';
import { queryPage } from '../../platform/db/pages.js';
import { forumData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { quoted, type NotificationDraft } from '../notifications/index.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { withAuthors } from './authors.js';
import { POST_NOT_FOUND, postLink } from './posts.js';

/** A reply as written or read (one just written has no updatedAt yet). */
export type StoredReply = Omit<PostReplyItem, 'updatedAt'>;

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
