import { counterData } from '@club/functions/db/services/counters';
import { forumData } from '@club/functions/db/services/forums';
import { memberData } from '@club/functions/db/services/members';
import { authorSnapshot } from '@club/functions/domain/forums/authors';
import { memberScope } from '@club/functions/domain/stats/counters';
import { demoForums, demoInterests, demoPosts, demoReplies } from './forums-demo-items.js';

const HOUR = 3_600_000;
/** Fixed timestamps: forums on 1 September 2026, posts every ~31 hours from 5 September, replies hours after their post. */
const FORUMS_AT = new Date(Date.UTC(2026, 8, 1, 6)).toISOString();
const postAt = (index: number): number => Date.UTC(2026, 8, 5, 7, 15) + index * 31 * HOUR;
const iso = (ms: number): string => new Date(ms).toISOString();
const memberId = (slug: string): string => `demo-${slug}`;
const postId = (index: number): string => `demo-post-${String(index + 1).padStart(2, '0')}`;

/**
 * Writes the six forums, the demo posts (with their author pointers),
 * replies, interests and forum-member markers; then sets every count from
 * the data: each seeded post's replyCount and interestCount, each forum's
 * postCount and memberCount, each demo author's `posts` counter. Counting
 * from the data (not from the demo lists) keeps them exact when members
 * added posts, replies or interests before a re-seed. Idempotent: fixed ids
 * and timestamps, so a second run writes identical items.
 */
export async function seedForums(): Promise<void> {
  const { forums, forumMembers, posts, memberPosts, postReplies, postInterests } = forumData();
  const forumOf = new Map(demoForums.map((forum) => [forum.topicTag, forum.id]));
  // Posts carry the author snapshot their lists show, as the route writes it (members are seeded first).
  const authorIds = [...new Set(demoPosts.map(([, , author]) => memberId(author)))];
  const { data: authors } = await memberData().members.get(authorIds.map((id) => ({ id }))).go();
  // Stamped with the member's creation, not their latest write: later seed steps write members too (reputations),
  // and a rerun must write the same posts; an older stamp only means the author's next edit rewrites the snapshot.
  const snapshotOf = new Map(authors.map((member) => [member.id, { author: authorSnapshot(member), authorStamp: member.createdAt }]));

  const postItems = demoPosts.map(([topicTag, type, author, title, body, tags], index) => ({
    id: postId(index),
    title,
    body,
    type,
    tags,
    topicTag,
    forumId: forumOf.get(topicTag)!,
    authorId: memberId(author),
    ...snapshotOf.get(memberId(author)),
    interestCount: 0,
    replyCount: 0,
    createdAt: iso(postAt(index)),
  }));
  await forums.put(demoForums.map((forum) => ({ ...forum, postCount: 0, memberCount: 0, createdAt: FORUMS_AT }))).go();
  await posts.put(postItems).go();
  await memberPosts.put(postItems.map((post) => ({ authorId: post.authorId, postId: post.id, createdAt: post.createdAt }))).go();
  // One marker per (forum, member): their first post there.
  const markers = new Map(postItems.toReversed().map((post) => [`${post.forumId}|${post.authorId}`, post]));
  await forumMembers
    .put([...markers.values()].map((post) => ({ forumId: post.forumId, memberId: post.authorId, joinedAt: post.createdAt })))
    .go();
  await postReplies
    .put(
      demoReplies.map(([index, author, body], n) => ({
        postId: postId(index),
        id: `demo-reply-${String(n + 1).padStart(2, '0')}`,
        body,
        authorId: memberId(author),
        createdAt: iso(postAt(index) + (n + 1) * 2 * HOUR),
      })),
    )
    .go();
  await postInterests
    .put(
      demoInterests.flatMap(([index, members]) =>
        members.map((slug, n) => ({ postId: postId(index), memberId: memberId(slug), createdAt: iso(postAt(index) + (n + 1) * HOUR) })),
      ),
    )
    .go();
  await recountForums();
}

/** Sets the seeded posts', the forums' and the demo authors' counts from what is stored. */
async function recountForums(): Promise<void> {
  const { forums, forumMembers, posts, memberPosts, postReplies, postInterests } = forumData();
  const { counters } = counterData();
  await Promise.all(
    demoPosts.map(async (_, index) => {
      const id = postId(index);
      const [replies, interests] = await Promise.all([
        postReplies.query.byPost({ postId: id }).go({ pages: 'all' }),
        postInterests.query.byPost({ postId: id }).go({ pages: 'all' }),
      ]);
      await posts.patch({ id }).set({ replyCount: replies.data.length, interestCount: interests.data.length }).go();
    }),
  );
  await Promise.all(
    demoForums.map(async ({ id }) => {
      const [forumPosts, members] = await Promise.all([
        posts.query.byForum({ forumId: id }).go({ pages: 'all' }),
        forumMembers.query.byForum({ forumId: id }).go({ pages: 'all' }),
      ]);
      await forums.patch({ id }).set({ postCount: forumPosts.data.length, memberCount: members.data.length }).go();
    }),
  );
  const authors = [...new Set(demoPosts.map(([, , author]) => memberId(author)))];
  await Promise.all(
    authors.map(async (authorId) => {
      const own = await memberPosts.query.byAuthor({ authorId }).go({ pages: 'all' });
      await counters.put({ scope: memberScope(authorId), name: 'posts', count: own.data.length }).go();
    }),
  );
}
