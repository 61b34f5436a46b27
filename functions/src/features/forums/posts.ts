import { randomUUID } from 'node:crypto';
import {
  postDetailSchema,
  postSchema,
  type Member,
  type Post,
  type PostDetail,
  type RouteBodyParsed,
  type RouteQueryParsed,
  type forumRoutes,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { postsByAuthor } from './entities/member-post.js';
import { ALL_POSTS, postsInForum, postsOfTopic, type PostItem } from './entities/post.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { forumData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page } from '../../platform/paging.js';
import { bumpCounter, memberScope } from '../stats/index.js';
import { authorsById, selfAuthor, withAuthors, type StoredAuthor } from './authors.js';

export type CreatePostParsed = RouteBodyParsed<typeof forumRoutes.createPost>;
export type ListPostsQuery = RouteQueryParsed<typeof forumRoutes.listPosts>;

export const POST_NOT_FOUND = 'Post not found';
/** Where the web opens one post (the forums page reads `?post=`). */
export const postLink = (postId: string): string => `/forums?post=${encodeURIComponent(postId)}`;

/** A post as written or read (a post just written has no updatedAt yet). */
type StoredPost = Omit<PostItem, 'updatedAt'>;

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

/**
 * POST /api/posts. One transaction writes the post, the author's pointer,
 * the forum's postCount, the author's `posts` counter and, the first time
 * this member posts in the forum, the forum-member marker and memberCount.
 * If a concurrent first post by the same member wins the marker, the
 * transaction is retried without it, so memberCount never double counts.
 */
export async function createPost(member: Member, input: CreatePostParsed): Promise<Post> {
  const { forums, forumMembers, posts, memberPosts } = forumData();
  const forum = (await forums.build(GetItemCommand).key({ id: input.forumId }).send()).Item;
  if (!forum) throw new BadRequestError('Invalid request', [{ path: ['body', 'forumId'], message: 'Forum not found' }]);

  const item: StoredPost = {
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
      [
        {
          name: 'post',
          write: posts
            .build(PutTransaction)
            .item(item)
            .options({ condition: { attr: 'id', exists: false } }),
        },
        {
          name: 'pointer',
          write: memberPosts
            .build(PutTransaction)
            .item({ authorId: member.id, postId: item.id, createdAt: item.createdAt })
            .options({ condition: { attr: 'postId', exists: false } }),
        },
        bumpCounter(memberScope(member.id), 'posts'),
        {
          name: 'forum',
          write: forums
            .build(UpdateTransaction)
            .item({ id: forum.id, postCount: $add(1), memberCount: $add(firstInForum ? 1 : 0) })
            .options({ condition: { attr: 'id', exists: true } }),
        },
        ...(firstInForum
          ? [
              {
                name: 'forumMember' as const,
                write: forumMembers
                  .build(PutTransaction)
                  .item({ forumId: forum.id, memberId: member.id })
                  .options({ condition: { attr: 'memberId', exists: false } }),
              },
            ]
          : []),
      ],
      // A concurrent first post by the same member won the marker: this post is not their first.
      { forumMember: 'accept' },
    );
  const known = Boolean((await forumMembers.build(GetItemCommand).key({ forumId: forum.id, memberId: member.id }).send()).Item);
  if (!(await write(!known))) await write(false);
  return toPost(item, selfAuthor(member));
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
