import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, companySchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { companyData } from '../data.js';
import { memberData } from '../../members/data.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { handler as createCompany } from './create-company.js';
import { handler as listCompanies } from './list-companies.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';

const companyBody = (name: string) => ({
  name,
  industry: 'Seafood',
  country: 'India',
  revenueBand: '$10M-$50M',
  description: 'Vannamei shrimp processing in Bhimavaram.',
  certifications: ['BAP 4-Star', 'HACCP'],
  hsCodes: ['0306'],
  website: 'https://bhimavaram-shrimp.example.com',
});

const storedMember = async (id: string) => (await memberData().members.build(GetItemCommand).key({ id }).send()).Item;
const storedCompany = async (id: string) => (await companyData().companies.build(GetItemCommand).key({ id }).send()).Item;

let owner: SignedIn;
const created: string[] = [];

beforeAll(async () => {
  owner = await signIn('Ramesh');
  for (const name of ['Alpha Aqua', 'Bravo Rice', 'Charlie Granite', 'Delta Pharma', 'Echo Textiles']) {
    const answer = await owner.call(createCompany, routes.createCompany, { body: companyBody(name) });
    created.unshift(answer.json.id);
    await pause();
  }
});

describe('POST /api/companies', () => {
  it('creates the company, links the caller and sets their company when they had none', async () => {
    const member = await signIn('Lakshmi');

    const answer = await member.call(createCompany, routes.createCompany, { body: companyBody('Godavari Shrimp') });

    expect(answer.statusCode).toBe(201);
    const company = companySchema.parse(answer.json);
    expect(company).toMatchObject({ name: 'Godavari Shrimp', hsCodes: ['0306'], certifications: ['BAP 4-Star', 'HACCP'] });
    expect(answer.json).not.toHaveProperty('memberImages');
    expect((await storedMember(member.id))?.companyId).toBe(company.id);
    expect((await companyData().companyMembers.build(GetItemCommand).key({ companyId: company.id, memberId: member.id }).send()).Item).toBeDefined();
    const stored = await storedCompany(company.id);
    expect(stored?.memberImages).toEqual([{ id: member.id, profileImageUrl: `https://images.example.com/${member.id}.jpg` }]);
    expect(stored?.createdBy).toBe(member.id);
  });

  it('keeps the member’s first company when they create a second one', async () => {
    const member = await signIn();
    const first = await member.call(createCompany, routes.createCompany, { body: companyBody('First Co') });
    const second = await member.call(createCompany, routes.createCompany, { body: companyBody('Second Co') });

    expect(second.statusCode).toBe(201);
    expect((await storedMember(member.id))?.companyId).toBe(first.json.id);
    const mine = await member.call(listCompanies, routes.listCompanies, { query: { mine: 'true' } });
    expect(mine.json.map((c: { name: string }) => c.name)).toEqual(['Second Co', 'First Co']);
  });

  it('applies defaults for certifications and HS codes', async () => {
    const answer = await owner.call(createCompany, routes.createCompany, {
      body: { name: 'Minimal Co', industry: 'IT Services', country: 'India' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({ certifications: [], hsCodes: [] });
    created.unshift(answer.json.id);
  });

  it.each([
    ['name', 'Company name is required'],
    ['industry', 'Industry is required'],
    ['country', 'Country is required'],
  ])('answers 400 naming %s when it is missing', async (field, message) => {
    const body: Record<string, unknown> = companyBody('Missing');
    delete body[field];
    body[field] = '  ';
    const answer = await owner.call(createCompany, routes.createCompany, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', field], message });
  });

  it('answers 400 for a bad HS code and a website that is not a URL', async () => {
    const answer = await owner.call(createCompany, routes.createCompany, {
      body: { ...companyBody('Bad'), hsCodes: ['03A6'], website: 'godavari.example.com' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', 'hsCodes', 0], message: 'HS codes are 2 to 10 digits' });
    expect(answer.json.issues).toContainEqual({ path: ['body', 'website'], message: 'Website must be a web address starting with https:// or http://' });
  });

  it('answers 401 without a session', async () => {
    const answer = await invoke(createCompany, apiEvent(routes.createCompany, { body: companyBody('Anon') }));
    expect(answer.statusCode).toBe(401);
  });
});

describe('GET /api/companies', () => {
  it('lists companies newest first in pages, one Query per page, no overlap', async () => {
    const counter = countDynamoCommands();
    const seen: string[] = [];
    let cursor: string | undefined;
    try {
      do {
        counter.reset();
        const answer = await owner.call(listCompanies, routes.listCompanies, { query: { limit: '2', ...(cursor ? { cursor } : {}) } });
        expect(answer.statusCode).toBe(200);
        z.array(companySchema).parse(answer.json);
        expect(answer.json.length).toBeLessThanOrEqual(2);
        seen.push(...answer.json.map((c: { id: string }) => c.id));
        expect(readCounts(counter.counts())).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
        cursor = answer.headers[NEXT_CURSOR_HEADER];
      } while (cursor);
    } finally {
      counter.stop();
    }
    expect(new Set(seen).size).toBe(seen.length);
    const createdAts = await Promise.all(seen.map(async (id) => (await storedCompany(id))!.createdAt));
    expect([...createdAts].sort().reverse()).toEqual(createdAts);
    // The owner's companies appear newest first among all of them.
    expect(seen.filter((id) => created.includes(id))).toEqual(created);
  });

  it('?mine=true lists only the caller’s companies with one Query and one BatchGet per page', async () => {
    const counter = countDynamoCommands();
    const first = await owner.call(listCompanies, routes.listCompanies, { query: { mine: 'true', limit: '4' } });
    const counts = readCounts(counter.counts());
    counter.reset();
    const second = await owner.call(listCompanies, routes.listCompanies, {
      query: { mine: 'true', limit: '4', cursor: first.headers[NEXT_CURSOR_HEADER]! },
    });
    const secondCounts = readCounts(counter.counts());
    counter.stop();

    expect(counts).toEqual({ query: 1, batchGet: 1, scan: 0, others: [] });
    expect(secondCounts).toEqual({ query: 1, batchGet: 1, scan: 0, others: [] });
    const ids = [...first.json, ...second.json].map((c: { id: string }) => c.id);
    expect(ids).toEqual(created);
    z.array(companySchema).parse(first.json);
  });

  it('answers 400 for a cursor that is not one of ours', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url')]) {
      const answer = await owner.call(listCompanies, routes.listCompanies, { query: { cursor } });
      expect(answer.statusCode, cursor).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await invoke(listCompanies, apiEvent(routes.listCompanies))).statusCode).toBe(401);
  });
});
