import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, routes, tradeListingSchema } from '@club/shared';
import * as z from '@club/shared/zod';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { marketplaceData } from '../data.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as createListing } from './create-trade-listing.js';
import { handler as listListings } from './list-trade-listings.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';

const pageSchema = z.array(tradeListingSchema);

let ramesh: SignedIn;
let naveen: SignedIn;
let aquaId: string;
let chilliId: string;
let dubaiId: string;
/** Titles in creation order (oldest first). */
const titles: string[] = [];

const listingBody = (companyId: string, title: string, kind?: 'export' | 'import') => ({
  ...(kind ? { kind } : {}),
  title,
  description: 'Frozen HLSO vannamei shrimp, block frozen, 6 x 2 kg cartons, 40 ft reefer.',
  hsCode: '030617',
  quantity: '20',
  unit: 'MT',
  priceBand: '$8-9/kg',
  location: 'Kakinada Port',
  incoterms: 'FOB',
  companyId,
});

async function company(member: SignedIn, name: string): Promise<string> {
  const answer = await member.call(createCompany, routes.createCompany, { body: { name, industry: 'Trading', country: 'India' } });
  return answer.json.id;
}

async function post(member: SignedIn, companyId: string, title: string, kind?: 'export' | 'import') {
  const answer = await member.call(createListing, routes.createTradeListing, { body: listingBody(companyId, title, kind) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  titles.push(title);
  await pause();
  return answer;
}

beforeAll(async () => {
  ramesh = await signIn('Ramesh');
  naveen = await signIn('Naveen');
  aquaId = await company(ramesh, 'Godavari Aqua Exports');
  chilliId = await company(ramesh, 'Guntur Chilli Traders');
  dubaiId = await company(naveen, 'Emirates Andhra Trading');
  await post(ramesh, aquaId, 'Vannamei shrimp 30/40 count', 'export');
  await post(naveen, dubaiId, 'Sona Masoori rice for Jebel Ali', 'import');
  await post(ramesh, chilliId, 'Teja chilli S17 stemless', 'export');
  await post(naveen, dubaiId, 'Black galaxy granite slabs', 'import');
  await post(ramesh, aquaId, 'Shrimp feed pellets', 'import');
  await post(naveen, dubaiId, 'Basmati 1121 sella re-export', 'export');
});

describe('POST /api/trade-listings', () => {
  it('creates a listing with its company embedded, kind defaulting to export', async () => {
    const answer = await post(ramesh, aquaId, 'Black tiger shrimp HOSO');

    const listing = tradeListingSchema.parse(answer.json);
    expect(listing).toMatchObject({
      kind: 'export',
      title: 'Black tiger shrimp HOSO',
      hsCode: '030617',
      incoterms: 'FOB',
      location: 'Kakinada Port',
      companyId: aquaId,
      company: { id: aquaId, name: 'Godavari Aqua Exports', users: [{ id: ramesh.id, profileImageUrl: `https://images.example.com/${ramesh.id}.jpg` }] },
    });
    expect(answer.json).not.toHaveProperty('postedBy');
  });

  it.each([
    ['title', 'Title is required'],
    ['description', 'Description is required'],
    ['hsCode', 'HS code is required'],
    ['companyId', 'Company is required'],
  ])('answers 400 naming %s when it is missing', async (field, message) => {
    const body: Record<string, unknown> = listingBody(aquaId, 'Incomplete');
    delete body[field];
    const answer = await ramesh.call(createListing, routes.createTradeListing, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues.map((i: { path: string[] }) => i.path)).toContainEqual(['body', field]);
    const blank = await ramesh.call(createListing, routes.createTradeListing, { body: { ...body, [field]: ' ' } });
    expect(blank.json.issues).toContainEqual({ path: ['body', field], message });
  });

  it('answers 400 for an HS code that is not 2 to 10 digits and an unknown kind', async () => {
    const answer = await ramesh.call(createListing, routes.createTradeListing, {
      body: { ...listingBody(aquaId, 'Bad'), hsCode: '03.06', kind: 'barter' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', 'hsCode'], message: 'HS code is 2 to 10 digits' });
    expect(answer.json.issues.map((i: { path: string[] }) => i.path)).toContainEqual(['body', 'kind']);
  });

  it('answers 403 for another member’s company and for an unknown company', async () => {
    for (const companyId of [dubaiId, 'no-such-company']) {
      const answer = await ramesh.call(createListing, routes.createTradeListing, { body: listingBody(companyId, 'Not mine') });
      expect(answer.statusCode, companyId).toBe(403);
      expect(answer.json).toEqual({ message: 'You can only post for a company you belong to' });
    }
  });

  it('answers 401 without a session', async () => {
    const answer = await invoke(createListing, apiEvent(routes.createTradeListing, { body: listingBody(aquaId, 'Anon') }));
    expect(answer.statusCode).toBe(401);
  });
});

describe('GET /api/trade-listings', () => {
  /** Reads every page; checks shape, page size, the command bound on each page. */
  async function readAll(member: SignedIn, query: Record<string, string>, maxQueries = 1) {
    const counter = countDynamoCommands();
    const items: z.infer<typeof pageSchema> = [];
    let cursor: string | undefined;
    let pages = 0;
    try {
      do {
        counter.reset();
        const answer = await member.call(listListings, routes.listTradeListings, { query: { ...query, ...(cursor ? { cursor } : {}) } });
        expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
        items.push(...pageSchema.parse(answer.json));
        const counts = readCounts(counter.counts());
        expect(counts.query).toBeGreaterThanOrEqual(1);
        expect(counts.query).toBeLessThanOrEqual(maxQueries);
        expect(counts.batchGet).toBe(0);
        expect(counts.scan).toBe(0);
        expect(counts.others).toEqual([]);
        // Auth, then the page (mine: the memberships, then its companies' Queries together).
        expect(counter.rounds()).toBeLessThanOrEqual(maxQueries > 1 ? 3 : 2);
        cursor = answer.headers[NEXT_CURSOR_HEADER];
        pages += 1;
      } while (cursor);
    } finally {
      counter.stop();
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    return { titles: items.map((i) => i.title), items, pages };
  }

  it('lists all listings newest first with companies embedded: auth + one Query, two rounds', async () => {
    const counter = countDynamoCommands();
    const answer = await ramesh.call(listListings, routes.listTradeListings);
    const counts = readCounts(counter.counts());
    counter.stop();

    expect(counts).toEqual({ query: 1, batchGet: 0, scan: 0, others: [] });
    expect(counter.rounds()).toBe(2);
    const listings = pageSchema.parse(answer.json);
    expect(listings.map((l) => l.title)).toEqual([...titles].reverse());
    const rice = listings.find((l) => l.title === 'Sona Masoori rice for Jebel Ali')!;
    expect(rice.company).toEqual({
      id: dubaiId,
      name: 'Emirates Andhra Trading',
      users: [{ id: naveen.id, profileImageUrl: `https://images.example.com/${naveen.id}.jpg` }],
    });
  });

  it('pages with the cursor header, without overlap or gaps', async () => {
    const { titles: paged, pages } = await readAll(ramesh, { limit: '2' });
    expect(paged).toEqual([...titles].reverse());
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it('still embeds the company of a listing written before listings carried it (one BatchGet)', async () => {
    const id = 'listing-without-snapshot';
    const { tradeListings } = marketplaceData();
    await tradeListings
      .build(PutItemCommand)
      .item({ id, kind: 'export', title: 'Older listing', description: 'Written before snapshots', hsCode: '100630', companyId: dubaiId, postedBy: naveen.id })
      .options({ condition: { attr: 'id', exists: false } })
      .send();
    try {
      const counter = countDynamoCommands();
      const answer = await ramesh.call(listListings, routes.listTradeListings);
      const counts = readCounts(counter.counts());
      counter.stop();
      expect(pageSchema.parse(answer.json).find((l) => l.id === id)?.company).toMatchObject({ id: dubaiId, name: 'Emirates Andhra Trading' });
      expect(counts).toEqual({ query: 1, batchGet: 1, scan: 0, others: [] });
    } finally {
      await tradeListings.build(DeleteItemCommand).key({ id }).send();
    }
  });

  it('?kind= narrows to exports or imports, newest first', async () => {
    const imports = await readAll(ramesh, { kind: 'import', limit: '2' });
    expect(imports.titles).toEqual(['Shrimp feed pellets', 'Black galaxy granite slabs', 'Sona Masoori rice for Jebel Ali']);
    const exports = await readAll(ramesh, { kind: 'export' });
    expect(exports.items.every((l) => l.kind === 'export')).toBe(true);
    expect(exports.titles[0]).toBe(
      titles.filter((t) => !['Shrimp feed pellets', 'Black galaxy granite slabs', 'Sona Masoori rice for Jebel Ali'].includes(t)).at(-1),
    );
  });

  it('?mine=true lists the listings of every company of the caller, merged newest first, in pages', async () => {
    // Ramesh has two companies: one memberships Query + one Query per company + one BatchGet.
    const mine = await readAll(ramesh, { mine: 'true', limit: '2' }, 3);
    const expected = await readAll(ramesh, {});
    expect(mine.titles).toEqual(expected.items.filter((l) => [aquaId, chilliId].includes(l.companyId)).map((l) => l.title));
    expect(mine.titles).toHaveLength(4);

    const naveens = await readAll(naveen, { mine: 'true' }, 2);
    expect(naveens.titles).toEqual(['Basmati 1121 sella re-export', 'Black galaxy granite slabs', 'Sona Masoori rice for Jebel Ali']);
    const naveenImports = await readAll(naveen, { mine: 'true', kind: 'import' }, 2);
    expect(naveenImports.titles).toEqual(['Black galaxy granite slabs', 'Sona Masoori rice for Jebel Ali']);
  });

  it('?mine=true is empty for a member without a company', async () => {
    const newcomer = await signIn('Newcomer');
    const answer = await newcomer.call(listListings, routes.listTradeListings, { query: { mine: 'true' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual([]);
    expect(answer.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('answers 400 for an unknown kind and a bad cursor', async () => {
    expect((await ramesh.call(listListings, routes.listTradeListings, { query: { kind: 'barter' } })).statusCode).toBe(400);
    expect((await ramesh.call(listListings, routes.listTradeListings, { query: { cursor: 'garbage' } })).statusCode).toBe(400);
    expect((await ramesh.call(listListings, routes.listTradeListings, { query: { mine: 'true', cursor: 'garbage' } })).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await invoke(listListings, apiEvent(routes.listTradeListings))).statusCode).toBe(401);
  });
});
