import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, routes } from '@club/shared';
import {
  eventSearchAnswerSchema,
  jobSearchAnswerSchema,
  listingSearchAnswerSchema,
  memberSearchAnswerSchema,
  postSearchAnswerSchema,
  staffMemberSearchAnswerSchema,
  globalSearchAnswerSchema,
} from '@club/shared/api/search';
import { SEARCH_STREAM_ENTITIES, SEARCH_STREAM_REMOVED_PREFIXES } from '../../../handlers.js';
import { SEARCH_STREAM_FILTER } from '../../../handlers.js';
import { matchesStreamFilter } from '../../../dev/dynamodb-streams-local.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { seedForum, signIn, type SignedIn } from '../../../test/signed-in.js';
import { allEntities } from '../../../test/all-entities.js';
import { writeMember } from '../../members/index.js';
import { handler as createPost } from '../../forums/http/create-post.js';
import { handler as updateMyProfile } from '../../members/http/update-my-profile.js';
import { handler as listMembers } from '../../members/http/list-members.js';
import { handler as blockMember } from '../../network/http/block-member.js';
import { handler as blockMessageThread } from '../../messages/http/block-message-thread.js';
import { connectedThread } from '../../../test/messages.js';
import { handler as createEvent } from '../../events/http/create-event.js';
import { handler as deactivateEvent } from '../../events/http/deactivate-event.js';
import { handler as searchEvents } from './search-events.js';
import { handler as searchJobs } from './search-jobs.js';
import { handler as searchListings } from './search-listings.js';
import { handler as createCompany } from '../../companies/http/create-company.js';
import { handler as createTradeListing } from '../../marketplace/http/create-trade-listing.js';
import { handler as createJob } from '../../jobs/http/create-job.js';
import { deltasSince, writeDeltas } from '../deltas.js';
import { dropHeldIndexes } from '../held-indexes.js';
import { handler as buildIndex } from '../jobs/build-index.js';
import { handler as indexStream } from '../jobs/index-stream.js';
import { readSnapshot } from '../snapshot-reader.js';
import { INDEXED_ENTITIES, changesOf } from '../sources.js';
import { removed, streamOf, streamOfTable } from '../../../test/stream-records.js';
import { handler as searchAll } from './search-all.js';
import { handler as searchMembers } from './search-members.js';
import { handler as searchPosts } from './search-posts.js';
import { handler as searchStaffMembers } from './search-staff-members.js';

/** A member with a directory card (the member write rewrites their tag items). */
async function person(
  firstName: string,
  lastName: string,
  extra: { title?: string; hideFromDirectory?: boolean; suspendedAt?: string; role?: 'staff' } = {},
): Promise<SignedIn> {
  const { role, ...fields } = extra;
  const signedIn = await signIn(firstName, role ? { role } : {});
  await writeMember(signedIn.id, (current) => ({ ...current!, lastName, ...fields }));
  return signedIn;
}

const names = (json: unknown) => memberSearchAnswerSchema.parse(json).results.map((result) => `${result.member.firstName} ${result.member.lastName}`);

let viewer: SignedIn;
let lakshmi: SignedIn;
let hidden: SignedIn;
let suspended: SignedIn;
let blocked: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  // Lakshmi first, then more members than a directory page: the list's first page would not reach her.
  lakshmi = await person('Lakshmi', 'Yarlagadda', { title: 'Managing Director' });
  for (let n = 0; n < 22; n++) await person(`Newer${n}`, 'Kumar');
  hidden = await person('Hidden', 'Venkatapathi', { hideFromDirectory: true });
  suspended = await person('Suspended', 'Venkatapathi', { suspendedAt: '2026-11-01T00:00:00.000Z' });
  blocked = await person('Blocked', 'Venkatapathi');
  staff = await person('Staff', 'Desk', { role: 'staff' });
  viewer = await person('Viewer', 'Rao');
  await seedForum({ id: 'forum-search', title: 'Exporters of Andhra', topicTag: 'trade' });
  expect((await viewer.call(blockMember, routes.blockMember, { params: { memberId: blocked.id } })).statusCode).toBe(200);
  dropHeldIndexes();
});

describe('the stream consumer', () => {
  it('lists exactly the entities the consumer indexes, for infra’s filter, each a real entity', async () => {
    expect([...SEARCH_STREAM_ENTITIES].sort()).toEqual([...INDEXED_ENTITIES].sort());
    const entities = await allEntities();
    for (const name of SEARCH_STREAM_ENTITIES) expect(entities.has(name), name).toBe(true);
  });

  it('names the removed document of a REMOVE record under each key prefix infra passes, and ignores other items there', async () => {
    const removals = async (pk: string, sk: string) => (await indexStream(removed({ pk, sk }))).deltas;
    const samples: Record<(typeof SEARCH_STREAM_REMOVED_PREFIXES)[number], [string, string]> = {
      'TAG#all': ['TAG#all', 'MEMBER#2026-01-01T00:00:00.000Z#gone-member'],
      'POST#': ['POST#gone-post', 'POST'],
      'TRADE_LISTING#': ['TRADE_LISTING#gone-listing', 'TRADE_LISTING'],
      'JOB#': ['JOB#gone-job', 'JOB'],
      'EVENT#': ['EVENT#gone-event', 'EVENT'],
    };
    for (const prefix of SEARCH_STREAM_REMOVED_PREFIXES) {
      const [pk, sk] = samples[prefix];
      expect(pk.startsWith(prefix)).toBe(true);
      // A member is in two indexes.
      expect(await removals(pk, sk), prefix).toBe(prefix === 'TAG#all' ? 2 : 1);
    }
    expect(await removals('EVENT#gone-event', 'RSVP#someone')).toBe(0);
    expect(await removals('TAG#chapter#UK', 'MEMBER#2026-01-01T00:00:00.000Z#gone-member')).toBe(0);
    expect((await deltasSince('posts', '')).at(-1)?.change).toEqual({ kind: 'posts', id: 'gone-post' });
  });

  it('turns writes of indexed items into deltas (one per member and index: other tags and other entities change nothing)', async () => {
    const result = await indexStream(await streamOfTable());
    // 28 members (staff included), each in the members and staff indexes; the hidden and suspended members' are removals from members.
    expect(result.deltas).toBe(28 * 2);
    const memberDeltas = await deltasSince('members', '');
    const ofHidden = memberDeltas.filter((delta) => delta.change.id === hidden.id);
    expect(ofHidden.map((delta) => delta.change.source)).toEqual([undefined]);
    const staffOfHidden = (await deltasSince('staffMembers', '')).filter((delta) => delta.change.id === hidden.id);
    expect(staffOfHidden[0]?.change.source).toMatchObject({ firstName: 'Hidden', email: `${hidden.id}@example.com` });
  });
});

describe('build, then search', () => {
  it('builds every snapshot with its watermark; a second run finds them current', async () => {
    expect(await buildIndex()).toEqual({ members: 'built', staffMembers: 'built', posts: 'built', listings: 'built', jobs: 'built', events: 'built' });
    const snapshot = await readSnapshot('members');
    expect(snapshot?.watermark).toBe((await deltasSince('members', '')).at(-1)?.at);
    expect(await buildIndex()).toEqual({
      members: 'current',
      staffMembers: 'current',
      posts: 'current',
      listings: 'current',
      jobs: 'current',
      events: 'current',
    });
  });

  it('finds a member created before a page of newer ones, by surname, on the first page (and the directory’s list with q does too)', async () => {
    const answer = await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Yarlagadda' } });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(names(answer.json)).toEqual(['Lakshmi Yarlagadda']);
    const listed = await viewer.call(listMembers, routes.listMembers, { query: { q: 'Yarlagadda', limit: '5' } });
    expect((listed.json as { id: string }[]).map((member) => member.id)).toEqual([lakshmi.id]);
  });

  it('leaves hidden and suspended members out of the members search, and finds them in the staff search; staff search is 403 for a member', async () => {
    expect(names((await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Hidden' } })).json)).toEqual([]);
    expect(names((await lakshmi.call(searchMembers, routes.searchMembers, { query: { q: 'Suspended' } })).json)).toEqual([]);
    const staffAnswer = await staff.call(searchStaffMembers, routes.searchStaffMembers, { query: { q: 'Hidden' } });
    expect(staffAnswer.statusCode).toBe(200);
    expect(staffMemberSearchAnswerSchema.parse(staffAnswer.json).results.map((result) => result.member.id)).toEqual([hidden.id]);
    const suspendedFound = staffMemberSearchAnswerSchema.parse(
      (await staff.call(searchStaffMembers, routes.searchStaffMembers, { query: { q: 'Suspended' } })).json,
    );
    expect(suspendedFound.results.map((result) => [result.member.id, result.member.suspendedAt])).toEqual([[suspended.id, '2026-11-01T00:00:00.000Z']]);
    expect((await viewer.call(searchStaffMembers, routes.searchStaffMembers, { query: { q: 'Hidden' } })).statusCode).toBe(403);
  });

  it('never answers a member the caller blocked, or who blocked them (others still find them)', async () => {
    expect(names((await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Venkatapathi' } })).json)).toEqual([]);
    expect(names((await blocked.call(searchMembers, routes.searchMembers, { query: { q: 'Rao' } })).json)).toEqual([]);
    expect(names((await lakshmi.call(searchMembers, routes.searchMembers, { query: { q: 'Venkatapathi' } })).json)).toEqual(['Blocked Venkatapathi']);
  });

  it('never answers a member the caller blocked in messages', async () => {
    const other = await person('Messaged', 'Gorantla');
    await indexStream(await streamOf((item) => item.pk === 'TAG#all' && item.sk.endsWith(other.id)));
    expect(names((await lakshmi.call(searchMembers, routes.searchMembers, { query: { q: 'Gorantla' } })).json)).toEqual(['Messaged Gorantla']);
    const thread = await connectedThread(lakshmi, other);
    const block = await lakshmi.call(blockMessageThread, routes.blockMessageThread, { params: { threadId: thread.id }, body: { on: true } });
    expect(block.statusCode, JSON.stringify(block.json)).toBe(200);
    expect(names((await lakshmi.call(searchMembers, routes.searchMembers, { query: { q: 'Gorantla' } })).json)).toEqual([]);
  });

  it('answers 400 naming the field for a facet value the route does not know, and for a bad cursor', async () => {
    const chapter = await viewer.call(searchMembers, routes.searchMembers, { query: { chapter: 'Atlantis' } });
    expect(chapter.statusCode).toBe(400);
    expect(JSON.stringify(chapter.json)).toContain('chapter');
    const cursor = await viewer.call(searchMembers, routes.searchMembers, { query: { cursor: 'not-a-cursor' } });
    expect(cursor.statusCode).toBe(400);
    expect(JSON.stringify(cursor.json)).toContain('cursor');
  });

  it('pages with the cursor in the header until the total is reached, no member twice', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let total = 0;
    do {
      const answer = await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Kumar', limit: '5', ...(cursor ? { cursor } : {}) } });
      const parsed = memberSearchAnswerSchema.parse(answer.json);
      total = parsed.total;
      seen.push(...parsed.results.map((result) => result.member.id));
      cursor = answer.headers[NEXT_CURSOR_HEADER];
    } while (cursor);
    expect(total).toBe(22);
    expect(new Set(seen).size).toBe(22);
  });

  it('a warm search is one round: the index’s deltas and the caller’s blocks, together', async () => {
    await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Lakshmi' } });
    const counter = countDynamoCommands();
    try {
      const answer = await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Lakshmi' } });
      expect(names(answer.json)).toEqual(['Lakshmi Yarlagadda']);
      const { AuthBatchGet: _auth, ...own } = counter.counts();
      // The index's deltas, the network's blocks and the messages' blocks.
      expect(own).toEqual({ QueryCommand: 3 });
      // The auth read is its own round; the search adds one.
      expect(counter.rounds()).toBe(2);
    } finally {
      counter.stop();
    }
  });
});

describe('freshness without a rebuild', () => {
  it('finds a new post once its stream record is handled; the snapshot is not rewritten', async () => {
    const before = await readSnapshot('posts');
    const created = await lakshmi.call(createPost, routes.createPost, {
      body: { title: 'Shipping turmeric to Rotterdam', body: 'Who has booked reefer containers from Krishnapatnam this winter?', forumId: 'forum-search' },
    });
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
    const postId = (created.json as { id: string }).id;
    const search = async () => postSearchAnswerSchema.parse((await viewer.call(searchPosts, routes.searchPosts, { query: { q: 'Krishnapatnam' } })).json);
    expect((await search()).total).toBe(0);
    await indexStream(await streamOf((item) => item.pk === `POST#${postId}` && item.sk === 'POST'));
    const found = await search();
    expect(found.results.map((result) => result.post.id)).toEqual([postId]);
    expect(found.facets.forumId).toEqual([{ value: 'forum-search', label: 'Exporters of Andhra', count: 1 }]);
    expect((await readSnapshot('posts'))?.etag).toBe(before?.etag);
    // And a deleted post disappears on its REMOVE record (keys only).
    await indexStream(removed({ pk: `POST#${postId}`, sk: 'POST' }));
    expect((await search()).total).toBe(0);
  });

  it('passes the removal of every indexed item through the REMOVE filter (its partition is named), and no other item’s removal changes an index', async () => {
    const { Records } = await streamOfTable();
    let indexed = 0;
    for (const record of Records) {
      const { pk, sk } = { pk: record.dynamodb!.Keys!.pk!.S!, sk: record.dynamodb!.Keys!.sk!.S! };
      const changes = await changesOf([{ keys: { pk, sk } }]);
      const passes = matchesStreamFilter(removed({ pk, sk }).Records[0]!, SEARCH_STREAM_FILTER);
      if (changes.length) indexed++;
      if (changes.length) expect(passes, `${pk} ${sk}`).toBe(true);
    }
    // Every member's card (in the members and staff indexes) and the post written above.
    expect(indexed).toBeGreaterThan(27);
  });

  it('finds a listing (by text and HS chapter facet) and a job once indexed, each with its company', async () => {
    const company = await lakshmi.call(createCompany, routes.createCompany, {
      body: { name: 'Yarlagadda Spice Traders', industry: 'Agriculture', country: 'India', hsCodes: ['0904'] },
    });
    expect(company.statusCode, JSON.stringify(company.json)).toBe(201);
    const companyId = (company.json as { id: string }).id;
    const listing = await lakshmi.call(createTradeListing, routes.createTradeListing, {
      body: { kind: 'export', title: 'Teja chillies, stemless', description: '40 t a month from Guntur', hsCode: '0904', companyId },
    });
    expect(listing.statusCode, JSON.stringify(listing.json)).toBe(201);
    const job = await lakshmi.call(createJob, routes.createJob, {
      body: { title: 'Export Documentation Lead', description: 'Phytosanitary papers', applyEmail: 'hr@example.com', companyId },
    });
    expect(job.statusCode, JSON.stringify(job.json)).toBe(201);
    await indexStream(await streamOf((item) => item.entity === 'tradeListing' || item.entity === 'job'));
    const listings = listingSearchAnswerSchema.parse(
      (await viewer.call(searchListings, routes.searchListings, { query: { q: 'Teja', hsChapter: '09' } })).json,
    );
    expect(listings.results.map((result) => [result.listing.id, result.listing.company?.name])).toEqual([
      [(listing.json as { id: string }).id, 'Yarlagadda Spice Traders'],
    ]);
    expect(
      listingSearchAnswerSchema.parse((await viewer.call(searchListings, routes.searchListings, { query: { q: 'Teja', hsChapter: '10' } })).json).total,
    ).toBe(0);
    const jobs = jobSearchAnswerSchema.parse((await viewer.call(searchJobs, routes.searchJobs, { query: { q: 'Phytosanitary' } })).json);
    expect(jobs.results.map((result) => [result.job.id, result.job.company.name])).toEqual([[(job.json as { id: string }).id, 'Yarlagadda Spice Traders']]);
  });

  it('finds an event once indexed, and not once it is deactivated', async () => {
    const start = new Date(Date.now() + 20 * 86_400_000);
    const created = await lakshmi.call(createEvent, routes.createEvent, {
      body: {
        title: 'Guntur Chilli Exporters Meet',
        type: 'networking',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 2 * 3600_000).toISOString(),
        timeZone: 'Asia/Kolkata',
        venue: 'Hotel Grand Guntur',
        city: 'Guntur',
        country: 'India',
      },
    });
    expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
    const eventId = (created.json as { id: string }).id;
    const ofEvent = (item: { pk: string; sk: string }) => item.pk === `EVENT#${eventId}` && item.sk === 'EVENT';
    const found = async () =>
      eventSearchAnswerSchema.parse((await viewer.call(searchEvents, routes.searchEvents, { query: { q: 'Chilli' } })).json).results.map((r) => r.event.id);
    await indexStream(await streamOf(ofEvent));
    expect(await found()).toEqual([eventId]);
    expect((await lakshmi.call(deactivateEvent, routes.deactivateEvent, { params: { eventId } })).statusCode).toBe(200);
    await indexStream(await streamOf(ofEvent));
    expect(await found()).toEqual([]);
  });

  it('finds the caller’s own profile edit on their next search, before the stream has indexed it', async () => {
    const edited = await viewer.call(updateMyProfile, routes.updateMyProfile, { body: { lastName: 'Ramakrishnan' } });
    expect(edited.statusCode, JSON.stringify(edited.json)).toBe(200);
    expect(names((await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Ramakrishnan' } })).json)).toEqual(['Viewer Ramakrishnan']);
    // Others find it once the stream has it.
    expect(names((await lakshmi.call(searchMembers, routes.searchMembers, { query: { q: 'Ramakrishnan' } })).json)).toEqual([]);
    await indexStream(await streamOf((item) => item.pk === 'TAG#all' && item.sk.endsWith(viewer.id)));
    expect(names((await lakshmi.call(searchMembers, routes.searchMembers, { query: { q: 'Ramakrishnan' } })).json)).toEqual(['Viewer Ramakrishnan']);
  });

  it('applies a delta written late (stamped before one already applied) without undoing the newer change', async () => {
    const title = async () =>
      memberSearchAnswerSchema.parse((await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Yarlagadda' } })).json).results[0]?.member.title;
    const card = memberSearchAnswerSchema.parse((await viewer.call(searchMembers, routes.searchMembers, { query: { q: 'Yarlagadda' } })).json).results[0]!
      .member;
    const now = Date.now();
    await writeDeltas([{ kind: 'members', id: lakshmi.id, source: { ...card, title: 'Chief Executive' } }], new Date(now));
    expect(await title()).toBe('Chief Executive');
    await writeDeltas([{ kind: 'members', id: lakshmi.id, source: { ...card, title: 'Older Title' } }], new Date(now - 2000));
    expect(await title()).toBe('Chief Executive');
  });

  it('a cold function loads the snapshot and the deltas since, and a later build folds them in', async () => {
    dropHeldIndexes();
    expect(names((await lakshmi.call(searchMembers, routes.searchMembers, { query: { q: 'Ramakrishnan' } })).json)).toEqual(['Viewer Ramakrishnan']);
    expect((await buildIndex()).members).toBe('updated');
  });

  it('the global search groups each kind’s best few with links to open them', async () => {
    const answer = globalSearchAnswerSchema.parse((await viewer.call(searchAll, routes.searchAll, { query: { q: 'Yarlagadda' } })).json);
    // The surname is also the company's name of a listing and a job: each kind its own group, in the kinds' order.
    expect(answer.groups.map((group) => group.kind)).toEqual(['members', 'listings', 'jobs']);
    expect(answer.groups[1]!.hits[0]).toMatchObject({
      kind: 'listings',
      title: 'Teja chillies, stemless',
      subtitle: expect.stringContaining('Yarlagadda Spice Traders'),
    });
    expect(answer.groups[1]!.hits[0]!.href).toBe('/marketplace?q=Teja+chillies%2C+stemless');
    expect(answer.groups[0]!.hits[0]).toMatchObject({ kind: 'members', id: lakshmi.id, title: 'Lakshmi Yarlagadda', href: '/directory?q=Lakshmi+Yarlagadda' });
  });
});
