import type { Post, Reply } from '@club/shared';
import { ALL_POSTS, type PostItem } from './entities/post.js';
import { repliesOf, type PostReplyItem } from './entities/post-reply.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { readItem } from '../../platform/db/item-reader.js';
import { forumData } from './data.js';
import { withAuthors } from './authors.js';
import { toPost } from './posts.js';
import { toReply } from './replies.js';

/**
 * What the search's posts index holds: each post and each reply, as the
 * forum routes answer them (with their authors). A reply's document has the
 * reply's id; the engine answers it with its post.
 */
export type PostSearchEntry = { id: string; source: { post: Post } } | { id: string; source: { reply: Reply } };

/** The stored entities whose writes change the posts index. */
export const POST_SEARCH_ENTITIES = { post: 'post', reply: 'postReply' } as const;

/** Stored posts and replies (stream images, unmarshalled) into entries; authors not carried are read with one BatchGet. */
export async function postSearchEntries(stored: { entity: string; item: Record<string, unknown> }[]): Promise<PostSearchEntry[]> {
  const { posts, postReplies } = forumData();
  const postItems = stored.filter((s) => s.entity === POST_SEARCH_ENTITIES.post).map((s) => readItem(posts, s.item));
  const replyItems = stored.filter((s) => s.entity === POST_SEARCH_ENTITIES.reply).map((s) => readItem(postReplies, s.item));
  return entriesOf(postItems, replyItems);
}

async function entriesOf(postItems: PostItem[], replyItems: PostReplyItem[]): Promise<PostSearchEntry[]> {
  const [shownPosts, shownReplies] = await Promise.all([withAuthors(postItems, toPost), withAuthors(replyItems, toReply)]);
  return [...shownPosts.map((post) => ({ id: post.id, source: { post } })), ...shownReplies.map((reply) => ({ id: reply.id, source: { reply } }))];
}

/** The post or reply a deleted item was, from its keys (`POST#<id>` / `POST`, or `POST#<postId>` / `REPLY#<createdAt>#<id>`). */
export function removedPostOrReplyId(keys: { pk?: unknown; sk?: unknown }): string | undefined {
  if (typeof keys.pk !== 'string' || typeof keys.sk !== 'string' || !keys.pk.startsWith('POST#')) return undefined;
  if (keys.sk === 'POST') return keys.pk.slice('POST#'.length);
  return keys.sk.startsWith('REPLY#') ? keys.sk.split('#').at(-1) : undefined;
}

/** Every post with its replies, a page of posts at a time (the full build: a job, never a request). */
export async function* postSearchPages(pageSize = 100): AsyncGenerator<PostSearchEntry[]> {
  const { posts, postReplies } = forumData();
  let cursor: string | undefined;
  do {
    const page = await queryPage(posts, ALL_POSTS, { limit: pageSize, ...(cursor ? { cursor } : {}) });
    const replies = await Promise.all(
      page.items.filter((post) => post.replyCount > 0).map((post) => queryAll(postReplies, repliesOf(post.id), { ascending: true })),
    );
    yield await entriesOf(page.items, replies.flat());
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
