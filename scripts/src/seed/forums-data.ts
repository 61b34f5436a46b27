import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { putAll } from '@club/functions/platform/db/batch-write';
import { membersOfForum } from '@club/functions/features/forums/entities/forum-member';
import { postsByAuthor } from '@club/functions/features/forums/entities/member-post';
import { postsInForum } from '@club/functions/features/forums/entities/post';
import { interestsOf } from '@club/functions/features/forums/entities/post-interest';
import { repliesOf } from '@club/functions/features/forums/entities/post-reply';
import { getMany } from '@club/functions/platform/db/get-together';
import { queryAll } from '@club/functions/platform/db/pages';
import { counterData } from '@club/functions/features/stats/data';
import { forumData } from '@club/functions/features/forums/data';
import { memberData } from '@club/functions/features/members/data';
import { authorSnapshot } from '@club/functions/features/forums/author-snapshots';
import { memberScope } from '@club/functions/features/stats/counters';
import { demoForums, demoInterests, demoPosts, demoReplies } from './forums-demo-items.js';

const HOUR = 3_600_000;
/** Fixed timestamps: forums on 1 September 2026, posts every ~31 hours from 5 September, replies hours after their post. */
const FORUMS_AT = new Date(Date.UTC(2026, 8, 1, 6)).toISOString();
const postAt = (index: number): number => Date.UTC(2026, 8, 5, 7, 15) + index * 31 * HOUR;
const iso = (ms: number): string => new Date(ms).toISOString();
const memberId = (slug: string): string => `demo-${slug}`;
const postId = (index: number): string => `demo-post-${String(index + 1).padStart(2, '0')}`;
/** Both timestamps fixed (the library would stamp updatedAt with now), so a rerun writes identical items. */
const stamped = (at: string) => ({ createdAt: at, updatedAt: at });

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
  const authors = await getMany(
    memberData().members,
    authorIds.map((id) => ({ id })),
  );
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
    ...stamped(iso(postAt(index))),
  }));
  // One marker per (forum, member): their first post there.
  const markers = new Map(postItems.toReversed().map((post) => [`${post.forumId}|${post.authorId}`, post]));
  await putAll(
    forums,
    demoForums.map((forum) => ({ ...forum, postCount: 0, memberCount: 0, ...stamped(FORUMS_AT) })),
  );
  await putAll(posts, postItems);
  await putAll(
    memberPosts,
    postItems.map((post) => ({ authorId: post.authorId, postId: post.id, ...stamped(post.createdAt) })),
  );
  await putAll(
    forumMembers,
    [...markers.values()].map((post) => ({ forumId: post.forumId, memberId: post.authorId, joinedAt: post.createdAt, ...stamped(post.createdAt) })),
  );
  await putAll(
    postReplies,
    demoReplies.map(([index, author, body], n) => ({
      postId: postId(index),
      id: `demo-reply-${String(n + 1).padStart(2, '0')}`,
      body,
      authorId: memberId(author),
      ...stamped(iso(postAt(index) + (n + 1) * 2 * HOUR)),
    })),
  );
  await putAll(
    postInterests,
    demoInterests.flatMap(([index, members]) =>
      members.map((slug, n) => ({ postId: postId(index), memberId: memberId(slug), ...stamped(iso(postAt(index) + (n + 1) * HOUR)) })),
    ),
  );
  await recountForums();
}

/** Sets the seeded posts', the forums' and the demo authors' counts from what is stored. */
async function recountForums(): Promise<void> {
  const { forums, forumMembers, posts, memberPosts, postReplies, postInterests } = forumData();
  const { counters } = counterData();
  await Promise.all(
    demoPosts.map(async (_, index) => {
      const id = postId(index);
      const [replies, interests] = await Promise.all([queryAll(postReplies, repliesOf(id)), queryAll(postInterests, interestsOf(id))]);
      await posts
        .build(UpdateItemCommand)
        // updatedAt kept as seeded, so a rerun changes nothing.
        .item({ id, replyCount: replies.length, interestCount: interests.length, updatedAt: iso(postAt(index)) })
        .options({ condition: { attr: 'id', exists: true } })
        .send();
    }),
  );
  await Promise.all(
    demoForums.map(async ({ id }) => {
      const [forumPosts, members] = await Promise.all([queryAll(posts, postsInForum(id)), queryAll(forumMembers, membersOfForum(id))]);
      await forums
        .build(UpdateItemCommand)
        .item({ id, postCount: forumPosts.length, memberCount: members.length, updatedAt: FORUMS_AT })
        .options({ condition: { attr: 'id', exists: true } })
        .send();
    }),
  );
  const authors = [...new Set(demoPosts.map(([, , author]) => memberId(author)))];
  await Promise.all(
    authors.map(async (authorId) => {
      const own = await queryAll(memberPosts, postsByAuthor(authorId));
      await counters
        .build(PutItemCommand)
        .item({ scope: memberScope(authorId), name: 'posts', count: own.length })
        .send();
    }),
  );
}
