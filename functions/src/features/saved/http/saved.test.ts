import { beforeAll, describe, expect, it } from 'vitest';
import { applicationSchema, routes, savedItemSchema } from '@club/shared';
import * as z from '@club/shared/zod';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { forumData } from '../../forums/data.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createPost } from '../../forums/http/create-post.js';
import { handler as createJob } from '../../jobs/http/create-job.js';
import { handler as getActivity } from '../../members/http/get-my-activity.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as apply } from '../../jobs/http/apply-to-job.js';
import { handler as getSaved } from './get-saved-item.js';
import { handler as listApplications } from '../../jobs/http/list-my-applications.js';
import { handler as listSaved } from './list-saved-items.js';
import { handler as save } from './save-item.js';
import { handler as unsave } from './unsave-item.js';

let owner: SignedIn;
let reader: SignedIn;
const postIds: string[] = [];
const jobIds: string[] = [];

beforeAll(async () => {
  await forumData().forums.build(PutItemCommand).item({ id: 'forum-trade', title: 'Trade', topicTag: 'trade' }).send();
  owner = await signIn('Owner');
  reader = await signIn('Reader');
  const company = await owner.call(createCompany, routes.createCompany, {
    body: { name: 'Krishna Delta Rice Mills', industry: 'Agriculture', country: 'India' },
  });
  for (let i = 0; i < 50; i++) {
    const post = await owner.call(createPost, routes.createPost, { body: { title: `Post ${i}`, body: 'Body', forumId: 'forum-trade' } });
    postIds.push(post.json.id);
  }
  for (let i = 0; i < 3; i++) {
    const job = await owner.call(createJob, routes.createJob, {
      body: { title: `Job ${i}`, description: 'Run the mill', applyEmail: 'hr@example.com', companyId: company.json.id },
    });
    jobIds.push(job.json.id);
    await pause();
  }
});

const activity = async (member: SignedIn) => (await member.call(getActivity, routes.getMyActivity)).json;

describe('saved items', () => {
  it('saves 50 posts concurrently, counts exactly, lists newest first with the posts embedded', async () => {
    const answers = await Promise.all(postIds.map((itemId) => reader.call(save, routes.saveItem, { params: { kind: 'post', itemId } })));
    expect(answers.every((a) => a.statusCode === 200 && a.json.saved === true)).toBe(true);
    expect((await activity(reader)).savedPosts).toBe(50);

    const counter = countDynamoCommands();
    const page = await reader.call(listSaved, routes.listSavedItems, { query: { kind: 'post', limit: '50' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    const items = z.array(savedItemSchema).parse(page.json);
    expect(items).toHaveLength(50);
    expect(items.every((item) => item.post?.author.firstName === 'Owner')).toBe(true);
    expect(counts).toMatchObject({ query: 1, scan: 0 });
    expect(counts.batchGet).toBeLessThanOrEqual(2);
  });

  it('counts 20 concurrent saves of one job once, and one unsave once', async () => {
    const params = { kind: 'job', itemId: jobIds[0]! };
    await Promise.all(Array.from({ length: 20 }, () => owner.call(save, routes.saveItem, { params })));
    expect((await activity(owner)).savedJobs).toBe(1);
    expect((await owner.call(getSaved, routes.getSavedItem, { params })).json).toEqual({ saved: true });
    expect((await reader.call(getSaved, routes.getSavedItem, { params })).json).toEqual({ saved: false });
    await Promise.all([1, 2, 3].map(() => owner.call(unsave, routes.unsaveItem, { params })));
    expect((await activity(owner)).savedJobs).toBe(0);
    const list = await owner.call(listSaved, routes.listSavedItems, { query: { kind: 'job' } });
    expect(list.json).toEqual([]);
  });

  it('refuses unknown items (404), unknown kinds (400) and anonymous callers (401)', async () => {
    const missing = await reader.call(save, routes.saveItem, { params: { kind: 'job', itemId: 'nope' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json).toEqual({ message: 'Job not found' });
    const badKind = await reader.call(save, routes.saveItem, { params: { kind: 'car', itemId: 'x' } });
    expect(badKind.statusCode).toBe(400);
    const anonymous = await invoke(listSaved, apiEvent(routes.listSavedItems));
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('job applications', () => {
  it('records 20 concurrent applies to one job once and lists it with the job', async () => {
    const params = { jobId: jobIds[1]! };
    const answers = await Promise.all(Array.from({ length: 20 }, () => reader.call(apply, routes.applyToJob, { params })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => [200, 201].includes(a.statusCode))).toBe(true);
    expect((await activity(reader)).applications).toBe(1);
    await reader.call(apply, routes.applyToJob, { params: { jobId: jobIds[2]! } });
    const list = z.array(applicationSchema).parse((await reader.call(listApplications, routes.listMyApplications)).json);
    expect(list.map((a) => a.job?.title)).toEqual(['Job 2', 'Job 1']);
    const others = await owner.call(listApplications, routes.listMyApplications);
    expect(others.json).toEqual([]);
  });

  it('answers 404 for an unknown job', async () => {
    const answer = await reader.call(apply, routes.applyToJob, { params: { jobId: 'nope' } });
    expect(answer.statusCode).toBe(404);
  });
});
