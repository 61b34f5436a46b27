import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, jobSchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createJob } from './create-job.js';
import { handler as listJobs } from './list-jobs.js';

const pageSchema = z.array(jobSchema);

let padmaja: SignedIn;
let prasad: SignedIn;
let hitecId: string;
let healthId: string;
/** [title, level, poster] in creation order. */
const posted: { title: string; level: string; poster: string }[] = [];

const jobBody = (companyId: string, title: string, level?: string) => ({
  title,
  ...(level ? { level } : {}),
  location: 'Hyderabad',
  salaryBand: '₹1.2-1.6 Cr',
  description: 'Lead the data engineering practice across banking and insurance accounts.',
  requirements: '15+ years in IT services delivery',
  benefits: 'ESOPs, family health cover',
  applyEmail: 'careers@hitecanalytics.example.com',
  companyId,
});

async function post(member: SignedIn, companyId: string, title: string, level?: string) {
  const answer = await member.call(createJob, routes.createJob, { body: jobBody(companyId, title, level) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  posted.push({ title, level: answer.json.level, poster: member.id });
  await pause();
  return answer;
}

beforeAll(async () => {
  padmaja = await signIn('Padmaja');
  prasad = await signIn('Prasad');
  hitecId = (await padmaja.call(createCompany, routes.createCompany, { body: { name: 'Hitec Analytics', industry: 'IT Services', country: 'India' } })).json.id;
  healthId = (await prasad.call(createCompany, routes.createCompany, { body: { name: 'Prairie Health Partners', industry: 'Healthcare', country: 'USA' } }))
    .json.id;
  await post(padmaja, hitecId, 'Chief Technology Officer', 'CXO');
  await post(prasad, healthId, 'VP Clinical Operations', 'VP');
  await post(padmaja, hitecId, 'Director, Data Platforms', 'Director');
  await post(prasad, healthId, 'Practice Manager, Frisco', 'Manager');
  await post(padmaja, hitecId, 'VP Delivery, BFSI', 'VP');
});

describe('POST /api/jobs', () => {
  it('creates a job with its company name; level CXO, onsite, no relocation by default', async () => {
    const answer = await post(padmaja, hitecId, 'Chief Data Officer');

    const job = jobSchema.parse(answer.json);
    expect(job).toMatchObject({
      title: 'Chief Data Officer',
      level: 'CXO',
      remoteOptions: 'onsite',
      relocationAssistance: false,
      applyEmail: 'careers@hitecanalytics.example.com',
      companyId: hitecId,
      company: { id: hitecId, name: 'Hitec Analytics' },
    });
    expect(answer.json).not.toHaveProperty('postedBy');
  });

  it('keeps the values given for level, remote options and relocation', async () => {
    const answer = await padmaja.call(createJob, routes.createJob, {
      body: { ...jobBody(hitecId, 'Engineering Manager, Dallas', 'Manager'), remoteOptions: 'hybrid', relocationAssistance: true },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({ level: 'Manager', remoteOptions: 'hybrid', relocationAssistance: true });
    posted.push({ title: 'Engineering Manager, Dallas', level: 'Manager', poster: padmaja.id });
    await pause();
  });

  it.each([
    ['title', 'Title is required'],
    ['description', 'Description is required'],
    ['companyId', 'Company is required'],
  ])('answers 400 naming %s when it is blank or missing', async (field, message) => {
    const body: Record<string, unknown> = { ...jobBody(hitecId, 'Incomplete'), [field]: '  ' };
    const answer = await padmaja.call(createJob, routes.createJob, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', field], message });
    delete body[field];
    const missing = await padmaja.call(createJob, routes.createJob, { body });
    expect(missing.json.issues.map((i: { path: string[] }) => i.path)).toContainEqual(['body', field]);
  });

  it('answers 400 for an apply e-mail that is not an address, and for unknown enums', async () => {
    const answer = await padmaja.call(createJob, routes.createJob, {
      body: { ...jobBody(hitecId, 'Bad'), applyEmail: 'careers at hitec', level: 'Intern', remoteOptions: 'moon' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', 'applyEmail'], message: 'Apply e-mail must be an e-mail address' });
    const paths = answer.json.issues.map((i: { path: string[] }) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.level', 'body.remoteOptions']));
    const missing = await padmaja.call(createJob, routes.createJob, { body: { ...jobBody(hitecId, 'Bad'), applyEmail: undefined } });
    expect(missing.json.issues.map((i: { path: string[] }) => i.path.join('.'))).toContain('body.applyEmail');
  });

  it('answers 403 for another member’s company and for an unknown company', async () => {
    for (const companyId of [healthId, 'no-such-company']) {
      const answer = await padmaja.call(createJob, routes.createJob, { body: jobBody(companyId, 'Not mine') });
      expect(answer.statusCode, companyId).toBe(403);
      expect(answer.json).toEqual({ message: 'You can only post for a company you belong to' });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await invoke(createJob, apiEvent(routes.createJob, { body: jobBody(hitecId, 'Anon') }))).statusCode).toBe(401);
  });
});

describe('GET /api/jobs', () => {
  async function readAll(member: SignedIn, query: Record<string, string>) {
    const counter = countDynamoCommands();
    const items: z.infer<typeof pageSchema> = [];
    let cursor: string | undefined;
    let pages = 0;
    try {
      do {
        counter.reset();
        const answer = await member.call(listJobs, routes.listJobs, { query: { ...query, ...(cursor ? { cursor } : {}) } });
        expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
        items.push(...pageSchema.parse(answer.json));
        const counts = readCounts(counter.counts());
        expect(counts.query).toBe(1);
        expect(counts.batchGet).toBe(0);
        expect(counter.rounds()).toBe(2);
        expect(counts.scan).toBe(0);
        expect(counts.others).toEqual([]);
        cursor = answer.headers[NEXT_CURSOR_HEADER];
        pages += 1;
      } while (cursor);
    } finally {
      counter.stop();
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    return { titles: items.map((i) => i.title), items, pages };
  }

  const newestTitles = (keep: (p: (typeof posted)[number]) => boolean = () => true) =>
    posted
      .filter(keep)
      .map((p) => p.title)
      .reverse();

  it('lists all jobs newest first with the company name: auth + one Query, two rounds', async () => {
    const counter = countDynamoCommands();
    const answer = await padmaja.call(listJobs, routes.listJobs);
    const counts = readCounts(counter.counts());
    counter.stop();

    expect(counts).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
    expect(counter.rounds()).toBe(2);
    const jobs = pageSchema.parse(answer.json);
    expect(jobs.map((j) => j.title)).toEqual(newestTitles());
    expect(jobs.find((j) => j.title === 'VP Clinical Operations')?.company).toEqual({ id: healthId, name: 'Prairie Health Partners' });
  });

  it('pages with the cursor header, without overlap or gaps', async () => {
    const { titles, pages } = await readAll(padmaja, { limit: '2' });
    expect(titles).toEqual(newestTitles());
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it.each(['CXO', 'VP', 'Director', 'Manager'])('?level=%s narrows to that level, newest first', async (level) => {
    const { titles, items } = await readAll(padmaja, { level, limit: '1' });
    expect(titles).toEqual(newestTitles((p) => p.level === level));
    expect(items.every((j) => j.level === level)).toBe(true);
  });

  it('?mine=true lists the jobs the caller posted', async () => {
    expect((await readAll(prasad, { mine: 'true' })).titles).toEqual(newestTitles((p) => p.poster === prasad.id));
    expect((await readAll(padmaja, { mine: 'true', limit: '2' })).titles).toEqual(newestTitles((p) => p.poster === padmaja.id));
    expect((await readAll(await signIn('Newcomer'), { mine: 'true' })).titles).toEqual([]);
  });

  it('answers 400 for an unknown level, a bad limit and a bad cursor', async () => {
    const bad: Record<string, string>[] = [{ level: 'Intern' }, { limit: '0' }, { limit: '51' }, { cursor: 'garbage' }];
    for (const query of bad) {
      expect((await padmaja.call(listJobs, routes.listJobs, { query })).statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await invoke(listJobs, apiEvent(routes.listJobs))).statusCode).toBe(401);
  });
});
