import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, clubStatsSchema, currentUserSchema, directoryMemberSchema, profileSchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { memberData } from '../data.js';
import { upsertMemberFromClaims, writeMember } from '../members.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { indexTableChanges } from '../../../test/search-index.js';
import { readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as createListing } from '../../marketplace/http/create-trade-listing.js';
import { handler as createJob } from '../../jobs/http/create-job.js';
import { handler as getActivity } from './get-my-activity.js';
import { handler as getStats } from './get-club-stats.js';
import { handler as getUser } from '../../auth/http/get-user.js';
import { handler as getProfile } from './get-my-profile.js';
import { handler as listMembers } from './list-members.js';
import { handler as updateProfile } from './update-my-profile.js';

const directory = z.array(directoryMemberSchema);

/** Signs in through the same write path sign-in uses, so tags and counters exist. */
async function member(firstName: string, lastName: string, extra: { chapters?: string[]; badges?: string[]; verified?: boolean } = {}): Promise<SignedIn> {
  const signed = await signIn(firstName);
  await writeMember(signed.id, (current) => ({
    ...current!,
    lastName,
    chapters: extra.chapters ?? [],
    badges: extra.badges ?? [],
    ...(extra.verified ? { verifiedAt: '2026-10-01T00:00:00.000Z' } : {}),
  }));
  return signed;
}

let ravi: SignedIn;
let sita: SignedIn;
let arjun: SignedIn;
let companyId: string;

beforeAll(async () => {
  ravi = await member('Ravi', 'Kumar', { chapters: ['AP-Vizag'], badges: ['exporter'], verified: true });
  sita = await member('Sita', 'Devi', { chapters: ['AP-Vizag', 'USA'], badges: ['investor'] });
  arjun = await member('Arjun', 'Rao', { chapters: ['Telangana'], badges: ['exporter', 'founder'] });
  const company = await ravi.call(createCompany, routes.createCompany, { body: { name: 'Godavari Aqua Exports', industry: 'Seafood', country: 'India' } });
  companyId = company.json.id;
});

describe('GET /api/members', () => {
  it('lists members newest first with company (or null), one Query, no BatchGet', async () => {
    const counter = countDynamoCommands();
    const answer = await ravi.call(listMembers, routes.listMembers, { query: { limit: '50' } });
    const counts = readCounts(counter.counts());
    counter.stop();
    const list = directory.parse(answer.json);
    expect(list.map((m) => m.firstName).slice(0, 3)).toEqual(['Arjun', 'Sita', 'Ravi']);
    expect(list.find((m) => m.id === ravi.id)).toMatchObject({ company: { id: companyId, name: 'Godavari Aqua Exports' }, verified: true });
    expect(list.find((m) => m.id === sita.id)).toMatchObject({ company: null, verified: false });
    expect(list.every((m) => m.email === undefined && m.phone === undefined)).toBe(true);
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
  });

  it('filters by chapter, badge, both, text (names and company, any case) and verified', async () => {
    const names = async (query: Record<string, string>) => {
      // A text query is answered from the search index: the stream's work first.
      if (query.q) await indexTableChanges();
      return directory.parse((await ravi.call(listMembers, routes.listMembers, { query: { limit: '50', ...query } })).json).map((m) => m.firstName);
    };
    expect(await names({ chapter: 'AP-Vizag' })).toEqual(['Sita', 'Ravi']);
    expect(await names({ badge: 'exporter' })).toEqual(['Arjun', 'Ravi']);
    expect(await names({ chapter: 'AP-Vizag', badge: 'exporter' })).toEqual(['Ravi']);
    expect(await names({ q: 'DEVI' })).toEqual(['Sita']);
    expect(await names({ q: 'godavari' })).toEqual(['Ravi']);
    expect(await names({ verified: 'true' })).toEqual(['Ravi']);
    expect(await names({ chapter: 'UK' })).toEqual([]);
  });

  it('pages with the cursor and refuses bad filters and cursors with 400', async () => {
    const first = await ravi.call(listMembers, routes.listMembers, { query: { limit: '1' } });
    const cursor = String(first.headers?.[NEXT_CURSOR_HEADER]);
    const second = await ravi.call(listMembers, routes.listMembers, { query: { limit: '1', cursor } });
    expect(directory.parse(second.json)[0]?.id).not.toBe(directory.parse(first.json)[0]?.id);
    const refused: Record<string, string>[] = [{ chapter: 'Mars' }, { badge: 'king' }, { cursor: 'zzz' }];
    for (const query of refused) {
      const answer = await ravi.call(listMembers, routes.listMembers, { query });
      expect(answer.statusCode).toBe(400);
    }
    expect((await invoke(listMembers, apiEvent(routes.listMembers))).statusCode).toBe(401);
  });
});

describe('GET/PATCH /api/members/me', () => {
  it('reads and edits the caller’s own profile, and the directory follows', async () => {
    const answer = await sita.call(updateProfile, routes.updateMyProfile, {
      body: {
        firstName: 'Sitamma',
        phone: '+91 98490 12345',
        linkedinUrl: 'https://www.linkedin.com/in/sita',
        chapters: ['UK'],
        badges: ['philanthropist'],
        shareContact: true,
      },
    });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(profileSchema.parse(answer.json)).toMatchObject({ firstName: 'Sitamma', chapters: ['UK'], badges: ['philanthropist'], shareContact: true });
    const me = profileSchema.parse((await sita.call(getProfile, routes.getMyProfile)).json);
    expect(me.phone).toBe('+91 98490 12345');

    const vizag = directory.parse((await ravi.call(listMembers, routes.listMembers, { query: { chapter: 'AP-Vizag' } })).json);
    expect(vizag.map((m) => m.id)).not.toContain(sita.id);
    const uk = directory.parse((await ravi.call(listMembers, routes.listMembers, { query: { chapter: 'UK' } })).json);
    expect(uk).toEqual([expect.objectContaining({ firstName: 'Sitamma', phone: '+91 98490 12345', email: `${sita.id}@example.com` })]);

    const cleared = await sita.call(updateProfile, routes.updateMyProfile, { body: { phone: '', shareContact: false } });
    expect(cleared.json.phone).toBeUndefined();
  });

  it.each([
    [{ firstName: ' ' }, ['body', 'firstName'], 'First name is required'],
    [{ chapters: ['Mars'] }, ['body', 'chapters', 0], undefined],
    [{ badges: ['king'] }, ['body', 'badges', 0], undefined],
    [{ phone: 'call me' }, ['body', 'phone'], undefined],
    [{ linkedinUrl: 'http://example.com' }, ['body', 'linkedinUrl'], undefined],
    [{ timeZone: 'Mars/Olympus_Mons' }, ['body', 'timeZone'], 'Time zone must be an IANA zone such as Asia/Kolkata'],
    [{ timeZone: 42 }, ['body', 'timeZone'], 'Time zone must be an IANA zone such as Asia/Kolkata'],
  ])('refuses %j with 400 on the field and changes nothing', async (body, path, message) => {
    const before = (await arjun.call(getProfile, routes.getMyProfile)).json;
    const answer = await arjun.call(updateProfile, routes.updateMyProfile, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues[0].path).toEqual(path);
    if (message) expect(answer.json.issues[0].message).toBe(message);
    expect((await arjun.call(getProfile, routes.getMyProfile)).json).toEqual(before);
  });

  it('stores the preferred time zone, shows it to the member and the shell, and clears it with an empty string', async () => {
    const saved = await arjun.call(updateProfile, routes.updateMyProfile, { body: { timeZone: 'America/Chicago' } });
    expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
    expect(profileSchema.parse((await arjun.call(getProfile, routes.getMyProfile)).json).timeZone).toBe('America/Chicago');
    expect(currentUserSchema.parse((await arjun.call(getUser, routes.getAuthUser)).json).timeZone).toBe('America/Chicago');
    const cleared = await arjun.call(updateProfile, routes.updateMyProfile, { body: { timeZone: '' } });
    expect(cleared.statusCode).toBe(200);
    expect(profileSchema.parse((await arjun.call(getProfile, routes.getMyProfile)).json).timeZone).toBeUndefined();
  });

  it('links only a company the member belongs to (403 otherwise)', async () => {
    const refused = await arjun.call(updateProfile, routes.updateMyProfile, { body: { companyId } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json).toEqual({ message: 'You can only link a company you belong to' });
    const own = await ravi.call(updateProfile, routes.updateMyProfile, { body: { companyId } });
    expect(own.json.companyId).toBe(companyId);
  });
});

describe('GET /api/stats and /api/members/me/activity', () => {
  it('keeps chapter counts equal to the members in each chapter under concurrent profile edits', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => member(`Chapter${i}`, 'Test', { chapters: ['Singapore'] })));
    const before = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json);
    // Each member flips to UAE and back concurrently several times; the final state decides.
    await Promise.all(
      people.flatMap((p, i) => [
        p.call(updateProfile, routes.updateMyProfile, { body: { chapters: ['UAE'] } }),
        p.call(updateProfile, routes.updateMyProfile, { body: { chapters: i % 2 ? ['UAE'] : ['Singapore', 'UAE'] } }),
      ]),
    );
    const finals = await Promise.all(people.map(async (p) => profileSchema.parse((await p.call(getProfile, routes.getMyProfile)).json)));
    const after = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json);
    const inSingapore = finals.filter((f) => f.chapters.includes('Singapore')).length;
    const inUae = finals.filter((f) => f.chapters.includes('UAE')).length;
    expect(after.chapters.Singapore).toBe(before.chapters.Singapore - 8 + inSingapore);
    expect(after.chapters.UAE).toBe(before.chapters.UAE + inUae);
  });

  it('answers eight concurrent edits of one profile with 200 (or 409 to retry), never 500, and keeps the counts exact', async () => {
    const one = await member('Busy', 'Editor', { chapters: ['Singapore'] });
    const before = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        one.call(updateProfile, routes.updateMyProfile, { body: { chapters: i % 2 ? ['UAE'] : ['Singapore'], shareContact: i % 3 === 0 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const final = profileSchema.parse((await one.call(getProfile, routes.getMyProfile)).json);
    const after = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json);
    const moved = final.chapters.includes('UAE') ? 1 : 0;
    expect(after.chapters.UAE).toBe(before.chapters.UAE + moved);
    expect(after.chapters.Singapore).toBe(before.chapters.Singapore - moved);
  });

  it('counts companies, countries, listings and jobs exactly, with 20 concurrent listings', async () => {
    const counter = countDynamoCommands();
    const before = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json);
    expect(readCounts(counter.counts())).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
    counter.stop();
    const listing = (i: number) => ({ kind: i % 2 ? 'import' : 'export', title: `Lot ${i}`, description: 'Shrimp', hsCode: '0306', companyId });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ravi.call(createListing, routes.createTradeListing, { body: listing(i) })));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    await ravi.call(createJob, routes.createJob, {
      body: { title: 'CFO', description: 'Lead finance', applyEmail: 'jobs@example.com', companyId, remoteOptions: 'hybrid', level: 'VP' },
    });
    await arjun.call(createCompany, routes.createCompany, { body: { name: 'Dubai Andhra Trading', industry: 'Trading', country: 'UAE' } });

    const after = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json);
    expect(after.listings).toEqual({ total: before.listings.total + 20, export: before.listings.export + 10, import: before.listings.import + 10 });
    expect(after.jobs.total).toBe(before.jobs.total + 1);
    expect(after.jobs.byLevel.VP).toBe(before.jobs.byLevel.VP + 1);
    expect(after.jobs.byRemote.hybrid).toBe(before.jobs.byRemote.hybrid + 1);
    expect(after.companies).toBe(before.companies + 1);
    expect(after.countries).toBe(before.countries + 1);
    expect(after.verifiedMembers).toBe(1);

    const activity = await ravi.call(getActivity, routes.getMyActivity);
    expect(activity.json).toMatchObject({ listings: 20, jobs: 1, posts: 0 });
    const stored = await memberData().members.build(GetItemCommand).key({ id: arjun.id }).send();
    expect(stored.Item?.companyId).toBeTruthy();
  });

  it('counts a member once at first sign-in, not again at later sign-ins', async () => {
    const before = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json).members;
    const claims = { sub: `sub-${Date.now()}`, email: 'padma@example.com', givenName: 'Padma', familyName: 'Rao' };
    await Promise.all([upsertMemberFromClaims(claims), upsertMemberFromClaims(claims)]);
    await upsertMemberFromClaims({ ...claims, picture: 'https://images.example.com/padma.jpg' });
    const after = clubStatsSchema.parse((await ravi.call(getStats, routes.getClubStats)).json).members;
    expect(after).toBe(before + 1);
    await indexTableChanges();
    const found = directory.parse((await ravi.call(listMembers, routes.listMembers, { query: { q: 'padma' } })).json);
    expect(found).toEqual([expect.objectContaining({ id: claims.sub, profileImageUrl: 'https://images.example.com/padma.jpg' })]);
  });
});
