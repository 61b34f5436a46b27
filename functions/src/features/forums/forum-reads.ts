import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { membersOfForum } from './entities/forum-member.js';
import { postsByAuthor } from './entities/member-post.js';
import { ALL_POSTS, type PostItem } from './entities/post.js';
import { repliesOf, type PostReplyItem } from './entities/post-reply.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { forumData } from './data.js';

/** The ids of a member's newest `limit` posts (one Query of their post pointers). */
async function recentPostIdsBy(authorId: string, limit: number): Promise<string[]> {
  const { items } = await queryPage(forumData().memberPosts, postsByAuthor(authorId), { limit });
  return items.map((pointer) => pointer.postId);
}

/** The topics of a member's newest `limit` posts: their pointers (one Query), then the posts (one BatchGet). */
export async function recentTopicsOf(authorId: string, limit: number): Promise<string[]> {
  const postIds = [...new Set(await recentPostIdsBy(authorId, limit))];
  const found = postIds.length
    ? await getMany(
        forumData().posts,
        postIds.map((id) => ({ id })),
      )
    : [];
  return found.map((post) => post.topicTag);
}

/**
 * The replies each of two members wrote to the other's newest `recentPosts`
 * posts: both members' pointers (two Queries at once), then every one of
 * those posts' replies (one Query each, all at once).
 */
export async function repliesBetween(a: string, b: string, recentPosts: number): Promise<PostReplyItem[]> {
  const { postReplies } = forumData();
  const [postsOfA, postsOfB] = await Promise.all([recentPostIdsBy(a, recentPosts), recentPostIdsBy(b, recentPosts)]);
  const repliesTo = (postIds: string[]) => Promise.all(postIds.map((postId) => queryAll(postReplies, repliesOf(postId))));
  const [onA, onB] = await Promise.all([repliesTo(postsOfA), repliesTo(postsOfB)]);
  return [...onA.flat().filter((reply) => reply.authorId === b), ...onB.flat().filter((reply) => reply.authorId === a)];
}

/** Every post, oldest first, all pages of the all-posts index (a whole-club job loads the club once). */
export const allPosts = (): Promise<PostItem[]> => queryAll(forumData().posts, ALL_POSTS, { ascending: true });

/** Posts created since `since` (ISO time), newest first: one range Query of the all-posts index. */
export const postsSince = (since: string): Promise<PostItem[]> => queryAll(forumData().posts, { ...ALL_POSTS, range: { gte: since } });

/** A post's replies, oldest first, all pages (one Query). */
export const repliesTo = (postId: string): Promise<PostReplyItem[]> => queryAll(forumData().postReplies, repliesOf(postId), { ascending: true });

/** Forum titles by id (one BatchGet; none when `ids` is empty). */
export async function forumTitles(ids: string[]): Promise<Map<string, string>> {
  const found = ids.length
    ? await getMany(
        forumData().forums,
        ids.map((id) => ({ id })),
      )
    : [];
  return new Map(found.map((forum) => [forum.id, forum.title]));
}

/** The ids of the members who have posted in a forum (one Query of its markers). */
export async function memberIdsOfForum(forumId: string): Promise<string[]> {
  return (await queryAll(forumData().forumMembers, membersOfForum(forumId))).map((marker) => marker.memberId);
}

/** Whether a post exists (one GetItem). */
export async function postExists(id: string): Promise<boolean> {
  const { Item } = await forumData().posts.build(GetItemCommand).key({ id }).send();
  return Boolean(Item);
}
