import { postDetailSchema, postSchema, type Member, type Post, type PostDetail, type RouteQueryParsed, type forumRoutes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { postsByAuthor } from './entities/member-post.js';
import { ALL_POSTS, postsInForum, postsOfTopic, type PostItem } from './entities/post.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { forumData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page } from '../../platform/paging.js';
import { authorsById, selfAuthor, withAuthors, type StoredAuthor } from './authors.js';

export type ListPostsQuery = RouteQueryParsed<typeof forumRoutes.listPosts>;

export const POST_NOT_FOUND = 'Post not found';
/** Where the web opens one post (the forums page reads `?post=`). */
export const postLink = (postId: string): string => `/forums?post=${encodeURIComponent(postId)}`;

/** A post as written or read (a post just written has no updatedAt yet). */
export type StoredPost = Omit<PostItem, 'updatedAt'>;

/** The answer shape; the author (a snapshot or a member just read) is checked by the schema. */
export const toPost = (item: StoredPost, author: StoredAuthor): Post => postSchema.parse({ ...item, author });

/**
 * GET /api/posts, newest first: all, one topic, one forum, or the caller's own.
 * One Query per page (posts carry their author); `author=me` reads the
 * caller's pointers, then the posts with one BatchGet.
 */
export async function listPosts(member: Member, query: ListPostsQuery): Promise<Page<Post>> {
  const { topic, forumId, author, limit, cursor } = query;
  const { posts, memberPosts } = forumData();
  const options = { limit, cursor };
  if (author === 'me') {
    const page = await readPage(cursor, () => queryPage(memberPosts, postsByAuthor(member.id), options));
    const own = await postsById(page.items.map((pointer) => pointer.postId));
    // The author is the caller: no BatchGet of members needed.
    const items = page.items.flatMap(({ postId }) => {
      const post = own.get(postId);
      return post ? [toPost(post, selfAuthor(member))] : [];
    });
    return { items, cursor: page.cursor };
  }
  const list = forumId ? postsInForum(forumId) : topic ? postsOfTopic(topic) : ALL_POSTS;
  const page = await readPage(cursor, () => queryPage(posts, list, options));
  return { items: await withAuthors(page.items, toPost), cursor: page.cursor };
}

/** Posts by id with one BatchGet (authors not embedded). */
export async function postsById(ids: string[]): Promise<Map<string, PostItem>> {
  if (!ids.length) return new Map();
  const found = await getMany(
    forumData().posts,
    ids.map((id) => ({ id })),
  );
  return new Map(found.map((post) => [post.id, post]));
}

/** GET /api/posts/{postId}: the post, its author and whether the caller is interested. */
export async function getPost(member: Member, postId: string): Promise<PostDetail> {
  const { posts, postInterests } = forumData();
  const [{ Item: post }, { Item: interest }] = await Promise.all([
    posts.build(GetItemCommand).key({ id: postId }).send(),
    postInterests.build(GetItemCommand).key({ postId, memberId: member.id }).send(),
  ]);
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  const author = post.author ?? (await authorsById([post.authorId])).get(post.authorId);
  if (!author) throw new NotFoundError(POST_NOT_FOUND);
  return postDetailSchema.parse({ ...toPost(post, author), interested: Boolean(interest) });
}

/** The post's current counts (after a reply or an interest change). */
export async function readPost(postId: string): Promise<PostItem> {
  const { Item } = await forumData().posts.build(GetItemCommand).key({ id: postId }).options({ consistent: true }).send();
  if (!Item) throw new NotFoundError(POST_NOT_FOUND);
  return Item;
}

/** Posts by id with their authors embedded (one BatchGet of posts, one of authors). */
export async function postsWithAuthorsById(ids: string[]): Promise<Map<string, Post>> {
  const stored = await postsById([...new Set(ids)]);
  const posts = await withAuthors([...stored.values()], toPost);
  return new Map(posts.map((post) => [post.id, post]));
}
