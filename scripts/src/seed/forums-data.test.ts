import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { POST_TYPES, TOPIC_TAGS, forumSchema, postSchema } from '@club/shared';
import { ALL_FORUMS } from '@club/functions/features/forums/entities/forum';
import { ALL_POSTS } from '@club/functions/features/forums/entities/post';
import { interestsOf } from '@club/functions/features/forums/entities/post-interest';
import { repliesOf } from '@club/functions/features/forums/entities/post-reply';
import { queryAll } from '@club/functions/platform/db/pages';
import { forumData } from '@club/functions/features/forums/data';
import { listPosts } from '@club/functions/features/forums/posts';
import { memberScope, readCounters } from '@club/functions/features/stats/counters';
import { seedDemoData } from './seed-demo-data.js';

beforeAll(() => useSeededDemoTable('seed-forums'));

const snapshot = async () => {
  const { forums, posts, postReplies, postInterests } = forumData();
  const forumList = await queryAll(forums, ALL_FORUMS);
  const postList = await queryAll(posts, ALL_POSTS);
  const replies = await Promise.all(postList.map((p) => queryAll(postReplies, repliesOf(p.id))));
  const interests = await Promise.all(postList.map((p) => queryAll(postInterests, interestsOf(p.id))));
  return { forums: forumList, posts: postList, replies: replies.flat(), interests: interests.flat() };
};

describe('seedForums', () => {
  it('seeds the six topic forums and at least 40 posts of every type across every topic', async () => {
    const { forums, posts } = await snapshot();
    expect(forums.map((f) => forumSchema.parse(f).topicTag).sort()).toEqual([...TOPIC_TAGS].sort());
    expect(posts.length).toBeGreaterThanOrEqual(40);
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(POST_TYPES));
    expect(new Set(posts.map((p) => p.topicTag))).toEqual(new Set(TOPIC_TAGS));
  });

  it('keeps every count equal to the stored data', async () => {
    const { forums, posts, replies, interests } = await snapshot();
    for (const forum of forums) {
      const own = posts.filter((p) => p.forumId === forum.id);
      expect(forum.postCount, forum.id).toBe(own.length);
      expect(forum.memberCount, forum.id).toBe(new Set(own.map((p) => p.authorId)).size);
    }
    for (const post of posts) {
      expect(post.replyCount, post.id).toBe(replies.filter((r) => r.postId === post.id).length);
      expect(post.interestCount, post.id).toBe(interests.filter((i) => i.postId === post.id).length);
    }
    const ramesh = 'demo-ramesh-reddy';
    expect((await readCounters(memberScope(ramesh))).posts).toBe(posts.filter((p) => p.authorId === ramesh).length);
    expect(replies.length).toBeGreaterThan(10);
    expect(interests.length).toBeGreaterThan(20);
  });

  it('reads back through the API domain with every author embedded, newest first', async () => {
    const page = await listPosts({ id: 'demo-ramesh-reddy' } as never, { limit: 50 });
    expect(page.items.length).toBeGreaterThanOrEqual(40);
    for (const post of page.items) postSchema.parse(post);
    const times = page.items.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]! < '2026-11-22').toBe(true);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await snapshot();
    await seedDemoData();
    const after = await snapshot();
    expect(after).toEqual(before);
  });
});
