import { describe, expect, it } from 'vitest';
import { eventSource, jobSource, listingSource, postSource, replySource } from '../../../test/search-sources.js';
import { applyChanges, createIndex, search } from './engine.js';
import type { EngineQuery } from './types.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const ask = (q: string, more: Partial<EngineQuery> = {}): EngineQuery => ({ q, filters: {}, limit: 20, offset: 0, now, ...more });
const asRecord = (values: { value: string; count: number }[] | undefined) => Object.fromEntries((values ?? []).map((v) => [v.value, v.count]));

describe('posts and replies', () => {
  const author = (id: string) => ({ id, firstName: 'A', lastName: id, badges: [], chapters: [] });
  const sources = () => [
    postSource('p-cashew', 'Cashew exports to Dubai', 'Looking for a Dubai buyer of W320 cashew kernels.', {
      forumId: 'f-trade',
      createdAt: '2026-05-01T00:00:00.000Z',
    }),
    replySource('r-turmeric', 'p-cashew', 'We also ship turmeric from Nizamabad.'),
    replySource('r-dubai', 'p-cashew', 'I know a Dubai importer.'),
    replySource('r-blocked', 'p-cashew', 'Chilli and cumin, ask me.', 'm-blocked'),
    replySource('r-orphan', 'p-gone', 'Saffron from Kashmir, any takers?'),
    postSource('p-blocked', 'Saffron wanted', 'We buy saffron in bulk.', { author: author('m-blocked'), forumId: 'f-trade' }),
    postSource('p-old', 'Granite slabs', 'Black granite from Ongole.', {
      forumId: 'f-infra',
      topicTag: 'infrastructure',
      type: 'offer',
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
    postSource('p-new', 'Granite blocks', 'Black granite from Ongole.', {
      forumId: 'f-infra',
      topicTag: 'infrastructure',
      type: 'offer',
      createdAt: '2026-05-30T00:00:00.000Z',
    }),
  ];
  const index = createIndex('posts', sources());
  const postIds = (query: EngineQuery) => search(index, query).results.map((r) => (r.post ?? ('post' in r.source ? r.source.post : undefined))?.id);

  it('answers a reply hit with its post, once per post', () => {
    const answer = search(index, ask('turmeric'));
    expect(answer.total).toBe(1);
    expect(answer.results[0]?.post?.id).toBe('p-cashew');
    expect('reply' in answer.results[0]!.source && answer.results[0]!.source.reply.id).toBe('r-turmeric');
    expect(answer.results[0]?.highlights.reply).toEqual([{ text: 'We also ship ' }, { text: 'turmeric', match: true }, { text: ' from Nizamabad.' }]);
    // The post's own hit and its reply's: one result.
    expect(postIds(ask('Dubai'))).toEqual(['p-cashew']);
    expect(search(index, ask('Dubai')).total).toBe(1);
  });

  it('drops a reply whose post is gone', () => {
    expect(postIds(ask('Kashmir'))).toEqual([]);
  });

  it('drops excluded members’ posts and replies', () => {
    const excludeMemberIds = new Set(['m-blocked']);
    expect(postIds(ask('saffron', { excludeMemberIds }))).toEqual([]);
    expect(postIds(ask('chilli', { excludeMemberIds }))).toEqual([]);
    expect(postIds(ask('chilli'))).toEqual(['p-cashew']);
    expect(postIds(ask('saffron'))).toEqual(['p-blocked']);
  });

  it('ranks the newer of two equal matches first and lists posts (not replies) newest first', () => {
    expect(postIds(ask('granite'))).toEqual(['p-new', 'p-old']);
    expect(postIds(ask(''))).toEqual(['p-new', 'p-cashew', 'p-blocked', 'p-old']);
  });

  it('counts forums, topics and types; a reply counts as its post', () => {
    const answer = search(index, ask(''));
    expect(asRecord(answer.facets.forumId)).toEqual({ 'f-trade': 2, 'f-infra': 2 });
    expect(asRecord(search(index, ask('turmeric')).facets.forumId)).toEqual({ 'f-trade': 1 });
    expect(postIds(ask('', { filters: { topic: 'infrastructure', type: 'offer' } }))).toEqual(['p-new', 'p-old']);
  });

  it('finds a reply by its post once the post is back', () => {
    const again = createIndex('posts', sources());
    applyChanges(again, [{ kind: 'posts', id: 'p-gone', source: postSource('p-gone', 'Spices', 'Any spices?') }]);
    expect(search(again, ask('Kashmir')).results[0]?.post?.id).toBe('p-gone');
  });
});

describe('listings', () => {
  const index = createIndex('listings', [
    listingSource('l-laptops', 'Refurbished laptops', '847130', { country: 'UAE', priceBand: '₹10L–50L', createdAt: '2026-05-01T00:00:00.000Z' }),
    listingSource('l-printers', 'Office printers', '844332', { country: 'USA', kind: 'import' }),
    listingSource('l-shrimp', 'Frozen shrimp', '030617', { country: 'USA' }),
  ]);
  const ids = (query: EngineQuery) => search(index, query).results.map((r) => r.source.id);

  it('finds by HS code and its prefix', () => {
    expect(ids(ask('8471'))).toEqual(['l-laptops']);
    expect(ids(ask('84')).sort()).toEqual(['l-laptops', 'l-printers']);
    expect(ids(ask('shrimp'))).toEqual(['l-shrimp']);
  });

  it('counts HS chapters, countries, kinds and price bands, and filters by them', () => {
    const answer = search(index, ask('', { filters: { country: 'USA' } }));
    expect(answer.results.map((r) => r.source.id).sort()).toEqual(['l-printers', 'l-shrimp']);
    expect(asRecord(answer.facets.hsChapter)).toEqual({ '84': 1, '03': 1 });
    expect(asRecord(answer.facets.country)).toEqual({ UAE: 1, USA: 2 });
    expect(asRecord(answer.facets.kind)).toEqual({ export: 1, import: 1 });
    expect(ids(ask('84', { filters: { hsChapter: '84', kind: 'import' } }))).toEqual(['l-printers']);
  });
});

describe('jobs', () => {
  const index = createIndex('jobs', [
    jobSource('j-cfo', 'Chief Financial Officer', { location: 'Hyderabad', level: 'CXO', remoteOptions: 'hybrid' }),
    jobSource('j-vp', 'VP Engineering', { location: 'Vizag', level: 'VP', company: { id: 'c-2', name: 'Vizag Steel' } }),
  ]);

  it('finds by title, company and location, with level, location and work-mode facets', () => {
    expect(search(index, ask('financial')).results.map((r) => r.source.id)).toEqual(['j-cfo']);
    expect(search(index, ask('steel')).results.map((r) => r.source.id)).toEqual(['j-vp']);
    expect(search(index, ask('hyderabad')).results.map((r) => r.source.id)).toEqual(['j-cfo']);
    const answer = search(index, ask('', { filters: { remote: 'hybrid' } }));
    expect(answer.total).toBe(1);
    expect(asRecord(answer.facets.level)).toEqual({ CXO: 1 });
    expect(asRecord(answer.facets.remote)).toEqual({ hybrid: 1, onsite: 1 });
  });
});

describe('events', () => {
  const index = createIndex('events', [
    eventSource('e-past', 'Vizag business summit', '2026-03-10T10:00:00.000Z', { type: 'summit', city: 'Vizag' }),
    eventSource('e-soon', 'Investor meetup Hyderabad', '2026-06-05T10:00:00.000Z', { type: 'investor_meetup', city: 'Hyderabad' }),
    eventSource('e-later', 'Sankranti celebration', '2027-01-14T10:00:00.000Z', { type: 'cultural', city: 'Dallas', venue: 'Irving Convention Center' }),
    eventSource('e-later-summit', 'Global Telugu summit', '2026-12-01T10:00:00.000Z', { type: 'summit', city: 'Vizag' }),
  ]);
  const ids = (query: EngineQuery) => search(index, query).results.map((r) => r.source.id);

  it('lists upcoming events soonest first, past ones latest first', () => {
    expect(ids(ask(''))).toEqual(['e-soon', 'e-later-summit', 'e-later']);
    expect(ids(ask('', { when: 'past' }))).toEqual(['e-past']);
    expect(ids(ask('', { when: 'all' }))).toEqual(['e-past', 'e-soon', 'e-later-summit', 'e-later']);
  });

  it('finds by title, type, city and venue; counts type, city and month', () => {
    expect(ids(ask('summit'))).toEqual(['e-later-summit']);
    expect(ids(ask('summit', { when: 'all' })).sort()).toEqual(['e-later-summit', 'e-past']);
    expect(ids(ask('Irving'))).toEqual(['e-later']);
    const answer = search(index, ask('', { filters: { city: 'Vizag' }, when: 'all' }));
    expect(asRecord(answer.facets.month)).toEqual({ '2026-03': 1, '2026-12': 1 });
    expect(asRecord(answer.facets.eventType)).toEqual({ summit: 2 });
    expect(ids(ask('', { filters: { month: '2026-12' } }))).toEqual(['e-later-summit']);
  });
});

describe('staff members', () => {
  const index = createIndex('staffMembers', [
    {
      id: 'm-1',
      firstName: 'Kavya',
      lastName: 'Reddy',
      email: 'kavya.r@example.com',
      phone: '+91 98480 12345',
      companyName: 'Godavari Exports',
      companyId: 'c-1',
      chapters: ['USA'],
      badges: [],
      verified: false,
      memberSince: '2026-01-01T00:00:00.000Z',
      role: 'member',
      confirmedBadges: [],
    },
  ]);

  it('finds by e-mail and by the phone’s digits', () => {
    expect(search(index, ask('kavya.r@example.com')).total).toBe(1);
    expect(search(index, ask('9848012345')).total).toBe(1);
    expect(search(index, ask('', { filters: { companyId: 'c-1' } })).facets.companyId).toEqual([{ value: 'c-1', label: 'Godavari Exports', count: 1 }]);
  });
});
