import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, forumSchema, postDetailSchema, postSchema, replySchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand, type PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { ForumEntity } from '../entities/forum.js';
import { forumData } from '../data.js';
import { readCounters, memberScope } from '../../stats/counters.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as addInterest } from './add-post-interest.js';
import { handler as createPost } from './create-post.js';
import { handler as createReply } from './create-post-reply.js';
import { handler as getPost } from './get-post.js';
import { handler as listForums } from './list-forums.js';
import { handler as listReplies } from './list-post-replies.js';
import { handler as listPosts } from './list-posts.js';
import { handler as removeInterest } from './remove-post-interest.js';
import { handler as updateProfile } from '../../members/http/update-my-profile.js';

const posts = z.array(postSchema);

let ramesh: SignedIn;
let lakshmi: SignedIn;

const postBody = (forumId: string, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  body: 'Looking for a cold-chain partner at Kakinada for 40 ft reefers to Rotterdam, EU residue testing included.',
  forumId,
  ...extra,
});

async function post(member: SignedIn, forumId: string, title: string, extra: Record<string, unknown> = {}) {
  const answer = await member.call(createPost, routes.createPost, { body: postBody(forumId, title, extra) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  await pause();
  return postSchema.parse(answer.json);
}

const forumCounts = async (id: string) => {
  const { Item } = await forumData().forums.build(GetItemCommand).key({ id }).send();
  return { postCount: Item?.postCount, memberCount: Item?.memberCount };
};

beforeAll(async () => {
  const { forums } = forumData();
  const seeded: PutItemInput<ForumEntity>[] = [
    {
      id: 'forum-trade',
      title: 'Trade & Exports',
      description: 'Import, export and HS code questions',
      topicTag: 'trade',
      createdAt: '2026-09-01T00:00:00.000Z',
    },
    { id: 'forum-capital', title: 'Capital & Investments', topicTag: 'capital', createdAt: '2026-09-01T00:00:01.000Z' },
    { id: 'forum-tech', title: 'Technology', topicTag: 'tech', createdAt: '2026-09-01T00:00:02.000Z' },
  ];
  await Promise.all(seeded.map((forum) => forums.build(PutItemCommand).item(forum).send()));
  ramesh = await signIn('Ramesh');
  lakshmi = await signIn('Lakshmi');
  await post(ramesh, 'forum-trade', 'Reefer partner at Kakinada', { type: 'requirement', tags: ['shrimp', 'EU'] });
  await post(lakshmi, 'forum-capital', 'Series A for a Genome Valley CDMO');
  await post(ramesh, 'forum-tech', 'SAP S/4HANA partners in Vizag', { type: 'ask' });
  await post(lakshmi, 'forum-trade', 'Guntur chilli aflatoxin limits for the EU', { type: 'offer' });
});

describe('GET /api/forums', () => {
  it('lists the forums in topic order with exact counts, one Query', async () => {
    const counter = countDynamoCommands();
    const answer = await ramesh.call(listForums, routes.listForums);
    const counts = readCounts(counter.counts());
    counter.stop();

    expect(answer.statusCode).toBe(200);
    const forums = z.array(forumSchema).parse(answer.json);
    expect(forums.map((f) => f.topicTag)).toEqual(['trade', 'capital', 'tech']);
    expect(forums[0]).toMatchObject({ postCount: 2, memberCount: 2, description: 'Import, export and HS code questions' });
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
  });

  it('answers 401 without a session', async () => {
    const answer = await invoke(listForums, apiEvent(routes.listForums));
    expect(answer.statusCode).toBe(401);
  });
});

describe('POST /api/posts', () => {
  it('creates a post with its author embedded, type defaulting to ask and tags to []', async () => {
    const created = await post(ramesh, 'forum-tech', 'Hiring data engineers in Hyderabad');
    expect(created).toMatchObject({
      type: 'ask',
      tags: [],
      topicTag: 'tech',
      forumId: 'forum-tech',
      interestCount: 0,
      replyCount: 0,
      author: { id: ramesh.id, firstName: 'Ramesh', lastName: 'Reddy', badges: [], chapters: [] },
    });
    expect(created).not.toHaveProperty('authorId');
  });

  it.each([
    ['title', 'Title is required'],
    ['body', 'Body is required'],
    ['forumId', 'Forum is required'],
  ])('refuses a missing %s with "%s" and writes nothing', async (field, message) => {
    const before = await forumCounts('forum-trade');
    const body: Record<string, unknown> = postBody('forum-trade', 'Missing something');
    body[field] = '  ';
    const answer = await ramesh.call(createPost, routes.createPost, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', field], message });
    expect(await forumCounts('forum-trade')).toEqual(before);
  });

  it('refuses an unknown type and an unknown forum', async () => {
    const badType = await ramesh.call(createPost, routes.createPost, { body: postBody('forum-trade', 'x', { type: 'rant' }) });
    expect(badType.statusCode).toBe(400);
    expect(badType.json.issues[0].path).toEqual(['body', 'type']);
    const badForum = await ramesh.call(createPost, routes.createPost, { body: postBody('forum-nope', 'x') });
    expect(badForum.statusCode).toBe(400);
    expect(badForum.json.issues).toEqual([{ path: ['body', 'forumId'], message: 'Forum not found' }]);
  });

  it('keeps postCount, memberCount and the author counter exact under 20 concurrent posts', async () => {
    const member = await signIn('Concurrent');
    const before = await forumCounts('forum-capital');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => member.call(createPost, routes.createPost, { body: postBody('forum-capital', `Deal ${i}`) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(await forumCounts('forum-capital')).toEqual({ postCount: before.postCount! + 20, memberCount: before.memberCount! + 1 });
    expect((await readCounters(memberScope(member.id))).posts).toBe(20);
  });
});

describe('GET /api/posts', () => {
  it('lists newest first with authors: auth + one Query (posts carry their author), two rounds, no Scan', async () => {
    const counter = countDynamoCommands();
    const answer = await lakshmi.call(listPosts, routes.listPosts, { query: { limit: '50' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    const items = posts.parse(answer.json);
    const times = items.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items.find((p) => p.title === 'Reefer partner at Kakinada')).toMatchObject({
      type: 'requirement',
      tags: ['shrimp', 'EU'],
      author: { firstName: 'Ramesh' },
    });
    expect(counts).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
    expect(counter.rounds()).toBe(2);
  });

  it('shows a profile edit on the author’s existing posts (snapshots refreshed) and still reads a post without a snapshot', async () => {
    const author = await signIn('Venkat');
    const own = await post(author, 'forum-tech', 'Snapshot refresh check');
    const edited = await author.call(updateProfile, routes.updateMyProfile, { body: { firstName: 'Venkata', chapters: ['UK'] } });
    expect(edited.statusCode, JSON.stringify(edited.json)).toBe(200);
    const listed = posts.parse((await ramesh.call(listPosts, routes.listPosts, { query: { forumId: 'forum-tech' } })).json);
    expect(listed.find((p) => p.id === own.id)?.author).toMatchObject({ id: author.id, firstName: 'Venkata', chapters: ['UK'] });
    const detail = postDetailSchema.parse((await ramesh.call(getPost, routes.getPost, { params: { postId: own.id } })).json);
    expect(detail.author.firstName).toBe('Venkata');

    // A post written before posts carried their author: the list reads it with one BatchGet.
    await forumData().posts.build(UpdateItemCommand).item({ id: own.id, author: $remove(), authorStamp: $remove() }).send();
    const counter = countDynamoCommands();
    const fallback = posts.parse((await ramesh.call(listPosts, routes.listPosts, { query: { forumId: 'forum-tech' } })).json);
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(fallback.find((p) => p.id === own.id)?.author).toMatchObject({ firstName: 'Venkata' });
    expect(counts).toMatchObject({ query: 1, batchGet: 1 });
  });

  it('filters by topic and by forum', async () => {
    const byTopic = posts.parse((await ramesh.call(listPosts, routes.listPosts, { query: { topic: 'trade' } })).json);
    expect(byTopic.map((p) => p.title)).toEqual(['Guntur chilli aflatoxin limits for the EU', 'Reefer partner at Kakinada']);
    const byForum = posts.parse((await ramesh.call(listPosts, routes.listPosts, { query: { forumId: 'forum-trade' } })).json);
    expect(byForum.map((p) => p.id)).toEqual(byTopic.map((p) => p.id));
    const healthcare = await ramesh.call(listPosts, routes.listPosts, { query: { topic: 'healthcare' } });
    expect(healthcare.json).toEqual([]);
  });

  it("lists only the caller's own posts for author=me, one Query + one BatchGet", async () => {
    const counter = countDynamoCommands();
    const answer = await lakshmi.call(listPosts, routes.listPosts, { query: { author: 'me' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    const items = posts.parse(answer.json);
    expect(items.map((p) => p.title)).toEqual(['Guntur chilli aflatoxin limits for the EU', 'Series A for a Genome Valley CDMO']);
    expect(items.every((p) => p.author.id === lakshmi.id)).toBe(true);
    // The caller's pointers, then their posts: the page takes two rounds after auth.
    expect(counts).toMatchObject({ query: 1, batchGet: 1, scan: 0 });
  });

  it('pages with the cursor header and refuses a bad cursor with 400', async () => {
    const first = await ramesh.call(listPosts, routes.listPosts, { query: { topic: 'trade', limit: '1' } });
    const cursor = first.headers?.[NEXT_CURSOR_HEADER];
    expect(cursor).toBeTruthy();
    const second = await ramesh.call(listPosts, routes.listPosts, { query: { topic: 'trade', limit: '1', cursor: String(cursor) } });
    expect(posts.parse(second.json)[0]?.title).toBe('Reefer partner at Kakinada');
    const bad = await ramesh.call(listPosts, routes.listPosts, { query: { cursor: 'not-a-cursor' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.issues[0].path).toEqual(['query', 'cursor']);
  });

  it('refuses an unknown topic with 400', async () => {
    const answer = await ramesh.call(listPosts, routes.listPosts, { query: { topic: 'gossip' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues[0].path).toEqual(['query', 'topic']);
  });
});

describe('a post, its replies and interest', () => {
  it('opens a post with the caller’s interest; unknown post is 404', async () => {
    const target = await post(ramesh, 'forum-trade', 'Granite slabs for Jebel Ali');
    const answer = await lakshmi.call(getPost, routes.getPost, { params: { postId: target.id } });
    expect(postDetailSchema.parse(answer.json)).toMatchObject({ id: target.id, interested: false, author: { id: ramesh.id } });
    const missing = await lakshmi.call(getPost, routes.getPost, { params: { postId: 'nope' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ message: 'Post not found' });
  });

  it('keeps replyCount exact under 50 concurrent replies and lists them oldest first', async () => {
    const target = await post(ramesh, 'forum-trade', 'Vizag port congestion this week');
    const members = await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(`Replier${i}`)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        members[i % 5]!.call(createReply, routes.createPostReply, { params: { postId: target.id }, body: { body: `Reply ${i}` } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const detail = await ramesh.call(getPost, routes.getPost, { params: { postId: target.id } });
    expect(detail.json.replyCount).toBe(50);

    const counter = countDynamoCommands();
    const page = await ramesh.call(listReplies, routes.listPostReplies, { params: { postId: target.id }, query: { limit: '50' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    const replies = z.array(replySchema).parse(page.json);
    expect(replies).toHaveLength(50);
    const times = replies.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
    expect(replies[0]!.author.firstName).toMatch(/^Replier/);
    expect(counts).toMatchObject({ query: 1, batchGet: 1, scan: 0 });
  });

  it('refuses an empty reply and a reply to an unknown post', async () => {
    const target = await post(ramesh, 'forum-trade', 'Empty reply check');
    const empty = await lakshmi.call(createReply, routes.createPostReply, { params: { postId: target.id }, body: { body: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.issues).toContainEqual({ path: ['body', 'body'], message: 'Reply is required' });
    const unknown = await lakshmi.call(createReply, routes.createPostReply, { params: { postId: 'nope' }, body: { body: 'Hello' } });
    expect(unknown.statusCode).toBe(404);
    const list = await lakshmi.call(listReplies, routes.listPostReplies, { params: { postId: 'nope' } });
    expect(list.statusCode).toBe(404);
  });

  it('keeps interestCount exact under 50 concurrent toggles, once per member', async () => {
    const target = await post(ramesh, 'forum-capital', 'Angel round for an aquaculture IoT startup');
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(`Investor${i}`)));
    const params = { postId: target.id };
    const added = await Promise.all(members.map((m) => m.call(addInterest, routes.addPostInterest, { params })));
    expect(added.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect((await ramesh.call(getPost, routes.getPost, { params })).json.interestCount).toBe(50);

    const removed = await Promise.all(members.slice(0, 25).map((m) => m.call(removeInterest, routes.removePostInterest, { params })));
    expect(removed.every((a) => a.json.interested === false)).toBe(true);
    expect((await ramesh.call(getPost, routes.getPost, { params })).json.interestCount).toBe(25);

    // The same member pressing ten times at once counts once; removing twice subtracts once.
    const repeat = await Promise.all(Array.from({ length: 10 }, () => members[0]!.call(addInterest, routes.addPostInterest, { params })));
    expect(repeat.every((a) => a.json.interested === true)).toBe(true);
    expect((await members[0]!.call(getPost, routes.getPost, { params })).json).toMatchObject({ interestCount: 26, interested: true });
    await Promise.all([1, 2].map(() => members[0]!.call(removeInterest, routes.removePostInterest, { params })));
    expect((await ramesh.call(getPost, routes.getPost, { params })).json.interestCount).toBe(25);
  });

  it('answers 404 for interest in an unknown post and 401 without a session', async () => {
    const answer = await ramesh.call(addInterest, routes.addPostInterest, { params: { postId: 'nope' } });
    expect(answer.statusCode).toBe(404);
    const gone = await ramesh.call(removeInterest, routes.removePostInterest, { params: { postId: 'nope' } });
    expect(gone.statusCode).toBe(404);
    const anonymous = await invoke(addInterest, apiEvent(routes.addPostInterest, { pathParameters: { postId: 'x' } }));
    expect(anonymous.statusCode).toBe(401);
  });
});
