import { randomUUID } from 'node:crypto';
import { postDetailSchema, postSchema, type Member, type Post, type PostDetail, type RouteBody, type RouteQuery, type forumRoutes } from '@club/shared';
import type { PostItem } from '../../db/entities/post.js';
import { counterData } from '../../db/services/counters.js';
import { forumData } from '../../db/services/forums.js';
import { writeTransaction } from '../../db/transaction.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { readPage, type Page } from '../paging.js';
import { bumpCounter, memberScope } from '../stats/counters.js';
import { authorsById, selfAuthor, withAuthors, type StoredAuthor } from './authors.js';

export type CreatePostInput = RouteBody<typeof forumRoutes.createPost>;
export type ListPostsQuery = RouteQuery<typeof forumRoutes.listPosts>;

export const POST_NOT_FOUND = 'Post not found';
/** Where the web opens one post (the forums page reads `?post=`). */
export const postLink = (postId: string): string => `/forums?post=${encodeURIComponent(postId)}`;

/** The answer shape; the author (a snapshot or a member just read) is checked by the schema. */
export const toPost = (item: PostItem, author: StoredAuthor): Post => postSchema.parse({ ...item, author });

/**
 * GET /api/posts, newest first: all, one topic, one forum, or the caller's own.
 * One Query per page (posts carry their author); `author=me` reads the
 * caller's pointers, then the posts with one BatchGet.
 */
export async function listPosts(member: Member, query: ListPostsQuery): Promise<Page<Post>> {
  const { topic, forumId, author, limit, cursor } = query;
  const { posts, memberPosts } = forumData();
  const options = { limit, cursor, order: 'desc' } as const;
  if (author === 'me') {
    const page = await readPage(cursor, () => memberPosts.query.byAuthor({ authorId: member.id }).go(options));
    const own = await postsById(page.data.map((pointer) => pointer.postId));
    // The author is the caller: no BatchGet of members needed.
    const items = page.data.flatMap(({ postId }) => {
      const post = own.get(postId);
      return post ? [toPost(post, selfAuthor(member))] : [];
    });
    return { items, cursor: page.cursor };
  }
  const page = await readPage(cursor, () =>
    forumId
      ? posts.query.byForum({ forumId }).go(options)
      : topic
        ? posts.query.byTopic({ topicTag: topic }).go(options)
        : posts.query.newest({}).go(options),
  );
  return { items: await withAuthors(page.data, toPost), cursor: page.cursor };
}


/** Posts by id with one BatchGet (authors not embedded). */
export async function postsById(ids: string[]): Promise<Map<string, PostItem>> {
  if (!ids.length) return new Map();
  const { data } = await forumData()
    .posts.get(ids.map((id) => ({ id })))
    .go();
  return new Map(data.map((post) => [post.id, post]));
}

/**
 * POST /api/posts. One transaction writes the post, the author's pointer,
 * the forum's postCount, the author's `posts` counter and, the first time
 * this member posts in the forum, the forum-member marker and memberCount.
 * If a concurrent first post by the same member wins the marker, the
 * transaction is retried without it, so memberCount never double counts.
 */
export async function createPost(member: Member, input: CreatePostInput): Promise<Post> {
  const { forums, forumMembers, posts, memberPosts } = forumData();
  const { counters } = counterData();
  const forum = (await forums.get({ id: input.forumId }).go()).data;
  if (!forum) throw new BadRequestError('Invalid request', [{ path: ['body', 'forumId'], message: 'Forum not found' }]);

  const item: PostItem = {
    ...input,
    id: randomUUID(),
    topicTag: forum.topicTag,
    authorId: member.id,
    author: selfAuthor(member),
    interestCount: 0,
    replyCount: 0,
    createdAt: new Date().toISOString(),
  };
  // One Update per item per transaction: the forum's two counts change together.
  const write = (firstInForum: boolean) =>
    writeTransaction(
      { posts, memberPosts, forums, forumMembers, counters },
      (tx) => [
        { name: 'post', write: tx.posts.create(item).commit() },
        { name: 'pointer', write: tx.memberPosts.create({ authorId: member.id, postId: item.id, createdAt: item.createdAt }).commit() },
        bumpCounter(tx.counters, memberScope(member.id), 'posts'),
        { name: 'forum', write: tx.forums.patch({ id: forum.id }).add({ postCount: 1, memberCount: firstInForum ? 1 : 0 }).commit() },
        ...(firstInForum ? [{ name: 'forumMember', write: tx.forumMembers.create({ forumId: forum.id, memberId: member.id }).commit() }] : []),
      ],
      // A concurrent first post by the same member won the marker: this post is not their first.
      { forumMember: 'accept' },
    );
  const known = Boolean((await forumMembers.get({ forumId: forum.id, memberId: member.id }).go()).data);
  if (!(await write(!known))) await write(false);
  return toPost(item, selfAuthor(member));
}

/** GET /api/posts/{postId}: the post, its author and whether the caller is interested. */
export async function getPost(member: Member, postId: string): Promise<PostDetail> {
  const { posts, postInterests } = forumData();
  const [post, interest] = await Promise.all([
    posts.get({ id: postId }).go(),
    postInterests.get({ postId, memberId: member.id }).go(),
  ]);
  if (!post.data) throw new NotFoundError(POST_NOT_FOUND);
  const author = post.data.author ?? (await authorsById([post.data.authorId])).get(post.data.authorId);
  if (!author) throw new NotFoundError(POST_NOT_FOUND);
  return postDetailSchema.parse({ ...toPost(post.data, author), interested: Boolean(interest.data) });
}

/** The post's current counts (after a reply or an interest change). */
export async function readPost(postId: string): Promise<PostItem> {
  const { data } = await forumData().posts.get({ id: postId }).go({ consistent: true });
  if (!data) throw new NotFoundError(POST_NOT_FOUND);
  return data;
}

/** Posts by id with their authors embedded (one BatchGet of posts, one of authors). */
export async function postsWithAuthorsById(ids: string[]): Promise<Map<string, Post>> {
  const stored = await postsById([...new Set(ids)]);
  const posts = await withAuthors([...stored.values()], toPost);
  return new Map(posts.map((post) => [post.id, post]));
}
