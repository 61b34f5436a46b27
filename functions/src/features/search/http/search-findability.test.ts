import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Badge, type Chapter } from '@club/shared';
import { memberSearchAnswerSchema, postSearchAnswerSchema, listingSearchAnswerSchema } from '@club/shared/api/search';
import { config } from '../../../platform/config.js';
import { getDocumentClient } from '../../../platform/db/client.js';
import { seedForum, signIn, type SignedIn } from '../../../test/signed-in.js';
import { removed, streamOf } from '../../../test/stream-records.js';
import { indexTableChanges } from '../../../test/search-index.js';
import { writeMember } from '../../members/index.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as createPost } from '../../forums/http/create-post.js';
import { handler as createTradeListing } from '../../marketplace/http/create-trade-listing.js';
import { handler as updateMyProfile } from '../../members/http/update-my-profile.js';
import { handler as blockMember } from '../../network/http/block-member.js';
import { dropHeldIndexes } from '../held-indexes.js';
import { handler as indexStream } from '../jobs/index-stream.js';
import { handler as searchMembers } from './search-members.js';
import { handler as searchPosts } from './search-posts.js';
import { handler as searchListings } from './search-listings.js';

/**
 * What a member expects search to find, over a club where the member looked
 * for joined before 60 newer members (more than three directory pages).
 */
interface Person {
  signedIn: SignedIn;
  name: string;
  chapters: Chapter[];
  badges: Badge[];
  verified: boolean;
  hidden: boolean;
}
const people: Person[] = [];
let viewer: SignedIn;
let early: SignedIn;
let telugu: SignedIn;
let hidden: SignedIn;
let blocked: SignedIn;
/** The company's founder (who may list for it) and the company. */
let founder: SignedIn;
let companyId: string;

const CHAPTER_CYCLE: Chapter[] = ['USA', 'Telangana', 'AP-Vizag', 'UK'];
const BADGE_CYCLE: Badge[] = ['founder', 'investor', 'exporter'];

async function person(
  firstName: string,
  lastName: string,
  extra: { title?: string; companyId?: string; chapters?: Chapter[]; badges?: Badge[]; hidden?: boolean; phone?: string; share?: boolean } = {},
): Promise<SignedIn> {
  const signedIn = await signIn(firstName);
  const chapters = extra.chapters ?? [];
  const badges = extra.badges ?? [];
  await writeMember(signedIn.id, (current) => ({
    ...current!,
    lastName,
    chapters,
    badges,
    ...(extra.title ? { title: extra.title } : {}),
    ...(extra.companyId ? { companyId: extra.companyId } : {}),
    ...(extra.hidden ? { hideFromDirectory: true } : {}),
    ...(extra.phone ? { phone: extra.phone } : {}),
    ...(extra.share !== undefined ? { shareContact: extra.share } : {}),
  }));
  people.push({ signedIn, name: `${firstName} ${lastName}`, chapters, badges, verified: false, hidden: Boolean(extra.hidden) });
  return signedIn;
}

const find = async (query: Record<string, string>, as = viewer) =>
  memberSearchAnswerSchema.parse((await as.call(searchMembers, routes.searchMembers, { query })).json);
const firstPageIds = async (q: string) => (await find({ q })).results.map((result) => result.member.id);

beforeAll(async () => {
  founder = await signIn('Company');
  const company = await founder.call(createCompany, routes.createCompany, {
    body: { name: 'Kothapalli Agro Exports', industry: 'Agriculture', country: 'India', hsCodes: ['1006'] },
  });
  expect(company.statusCode, JSON.stringify(company.json)).toBe(201);
  companyId = (company.json as { id: string }).id;
  early = await person('Srinivasa', 'Kothapalli', { title: 'Chief Financial Officer', companyId, chapters: ['AP-Vijayawada'], badges: ['exporter'] });
  telugu = await person('లక్ష్మి', 'ప్రసన్న', { chapters: ['Telangana'] });
  hidden = await person('Hiranmayi', 'Gollapudi', { hidden: true });
  for (let n = 0; n < 60; n++) {
    await person(`Member${n}`, `Surname${n}`, {
      title: n % 2 ? 'Vice President' : 'Director',
      chapters: [CHAPTER_CYCLE[n % CHAPTER_CYCLE.length]!],
      badges: n % 5 === 0 ? [] : [BADGE_CYCLE[n % BADGE_CYCLE.length]!],
      phone: `+91 98480 ${String(10_000 + n)}`,
      share: n % 2 === 0,
    });
  }
  blocked = await person('Bhavani', 'Chittoor');
  viewer = await person('Viewer', 'Naidu');
  expect((await viewer.call(blockMember, routes.blockMember, { params: { memberId: blocked.id } })).statusCode).toBe(200);
  dropHeldIndexes();
  await indexTableChanges();
}, 120_000);

describe('search finds what a member looks for', () => {
  it('finds a member who joined before 60 newer ones on the first page: by full name, surname, one-edit misspelling, company and title', async () => {
    for (const q of ['Srinivasa Kothapalli', 'Kothapalli', 'Kotapalli', 'Srinivasa Kothapali', 'Kothapalli Agro', 'Chief Financial Officer']) {
      expect(await firstPageIds(q), q).toContain(early.id);
    }
    expect((await firstPageIds('Kothapalli'))[0]).toBe(early.id);
  });

  it('finds a Telugu-named member by Telugu script and by Latin spelling', async () => {
    expect(await firstPageIds('లక్ష్మి'), 'Telugu').toContain(telugu.id);
    expect(await firstPageIds('Lakshmi Prasanna'), 'Latin').toContain(telugu.id);
  });

  it('counts each facet value as a count over the members would (listed only; with the text)', async () => {
    const listed = people.filter((p) => !p.hidden);
    const answer = await find({ q: '' });
    expect(answer.total).toBe(listed.length);
    const brute = (values: (p: Person) => string[]) => {
      const counts = new Map<string, number>();
      for (const p of listed) for (const value of values(p)) counts.set(value, (counts.get(value) ?? 0) + 1);
      return counts;
    };
    for (const [facet, values] of [
      ['chapter', (p: Person) => p.chapters],
      ['badge', (p: Person) => p.badges],
    ] as const) {
      const expected = brute(values);
      expect(answer.facets[facet]!.length, facet).toBe(Math.min(expected.size, 12));
      for (const { value, count } of answer.facets[facet]!) expect(count, `${facet}=${value}`).toBe(expected.get(value));
    }
    // With text: "Director" is every even member (30), spread over the chapters they were given.
    const directors = await find({ q: 'Director' });
    expect(directors.total).toBe(30);
    expect(directors.facets.chapter!.reduce((sum, value) => sum + value.count, 0)).toBe(30);
  });

  it('finds a post by a word of its body, and a listing by its HS heading within a country facet', async () => {
    await seedForum({ id: 'forum-findability', title: 'Rice exporters', topicTag: 'trade' });
    const post = await early.call(createPost, routes.createPost, {
      body: { title: 'Container rates this quarter', body: 'Sona masoori shipments to Jeddah are delayed at Kakinada port.', forumId: 'forum-findability' },
    });
    expect(post.statusCode, JSON.stringify(post.json)).toBe(201);
    const listing = await founder.call(createTradeListing, routes.createTradeListing, {
      body: { kind: 'export', title: 'Sona masoori rice, 25 kg bags', description: 'Steam rice', hsCode: '100630', companyId, country: 'UAE' },
    });
    expect(listing.statusCode, JSON.stringify(listing.json)).toBe(201);
    await indexStream(await streamOf((item) => item.entity === 'post' || item.entity === 'tradeListing'));
    const posts = postSearchAnswerSchema.parse((await viewer.call(searchPosts, routes.searchPosts, { query: { q: 'Kakinada' } })).json);
    expect(posts.results.map((result) => result.post.id)).toEqual([(post.json as { id: string }).id]);
    const listings = async (query: Record<string, string>) =>
      listingSearchAnswerSchema.parse((await viewer.call(searchListings, routes.searchListings, { query })).json).results.map((r) => r.listing.id);
    expect(await listings({ q: '1006', country: 'UAE' })).toEqual([(listing.json as { id: string }).id]);
    expect(await listings({ q: '1006', country: 'USA' })).toEqual([]);
  });
});

describe('privacy', () => {
  it('never finds a member who hides from the directory, nor one the caller blocked', async () => {
    expect(await firstPageIds('Hiranmayi Gollapudi')).not.toContain(hidden.id);
    expect(await firstPageIds('Bhavani Chittoor')).not.toContain(blocked.id);
    // Others still find the blocked member.
    expect((await find({ q: 'Bhavani Chittoor' }, early)).results.map((result) => result.member.id)).toEqual([blocked.id]);
  });

  it('never matches an e-mail address or a phone number, shared or not', async () => {
    expect((await find({ q: `${early.id}@example.com` })).total).toBe(0);
    expect((await find({ q: '9848010000' })).total).toBe(0);
    expect((await find({ q: '98480' })).total).toBe(0);
  });
});

describe('freshness', () => {
  it('finds the caller’s own profile edit on their next call', async () => {
    expect((await viewer.call(updateMyProfile, routes.updateMyProfile, { body: { title: 'Chief Sustainability Officer' } })).statusCode).toBe(200);
    expect(await firstPageIds('Sustainability')).toEqual([viewer.id]);
  });

  it('loses a deleted member once the stream delivers the removal', async () => {
    const gone = people.find((p) => p.name === 'Member7 Surname7')!.signedIn;
    expect(await firstPageIds('Member7 Surname7')).toContain(gone.id);
    const { Items } = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'memberId = :id',
        ExpressionAttributeValues: { ':pk': 'TAG#all', ':id': gone.id },
      }),
    );
    const key = { pk: Items![0]!.pk as string, sk: Items![0]!.sk as string };
    await getDocumentClient().send(new DeleteCommand({ TableName: config.tableName, Key: key }));
    await indexStream(removed(key));
    expect(await firstPageIds('Member7 Surname7')).not.toContain(gone.id);
  });
});
