import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DirectoryMember } from '@club/shared/api/members';
import { memberSource } from '../../../test/search-sources.js';
import { applyChanges, createIndex, fromSnapshot, search, SNAPSHOT_FORMAT, SnapshotFormatError, toSnapshot, type SearchIndex } from './engine.js';
import type { EngineQuery } from './types.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const ask = (q: string, more: Partial<EngineQuery> = {}): EngineQuery => ({ q, filters: {}, limit: 20, offset: 0, now, ...more });
const godavari = { id: 'c-godavari', name: 'Godavari Exports' };
const krishna = { id: 'c-krishna', name: 'Krishna Tech' };

/** The named members were created first; 60 newer ones follow (the directory's old first page never reached them). */
const named: DirectoryMember[] = [
  memberSource('m-lakshmi', 'Lakshmi Prasanna', { company: godavari, title: 'CEO', chapters: ['AP-Vizag'], badges: ['exporter'], verified: true }),
  memberSource('m-venkata', 'Venkata Ramana', { title: 'Director', chapters: ['AP-Vijayawada'] }),
  memberSource('m-ramesh', 'Ramesh Reddy', { company: krishna, title: 'CTO', chapters: ['Telangana'], badges: ['founder', 'investor'] }),
  memberSource('m-suresh', 'Suresh Reddy', { company: krishna, title: 'CEO', chapters: ['Telangana'], verified: true }),
  memberSource('m-pavan', 'Pavan Kumar', { chapters: ['USA'] }),
  memberSource('m-yarlagadda', 'Srinivas Yarlagadda', { company: godavari, chapters: ['AP-Vizag'] }),
  memberSource('m-telugu-reddy', 'శ్రీనివాస్ రెడ్డి', { chapters: ['AP-Tirupati'] }),
  memberSource('m-telugu-pavan', 'పవన్ కళ్యాణ్', { chapters: ['AP-Tirupati'] }),
  memberSource('m-rameshwar', 'Rameshwar Rao', { chapters: ['UK'] }),
  memberSource('m-rajesh', 'Rajesh Naidu', { chapters: ['UK'] }),
];
const newer = Array.from({ length: 60 }, (_, i) =>
  memberSource(`m-new-${String(i).padStart(2, '0')}`, 'Arjun Kapoor', {
    createdAt: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}T00:00:${String(i).padStart(2, '0')}.000Z`,
  }),
);
const members = () => createIndex('members', [...named, ...newer]);
const ids = (index: SearchIndex<'members'>, query: EngineQuery) => search(index, query).results.map((r) => r.source.id);

describe('members: finding people', () => {
  const index = members();

  it('finds a member created before 60 newer ones by first name, surname and full name', () => {
    expect(ids(index, ask('Lakshmi'))[0]).toBe('m-lakshmi');
    expect(ids(index, ask('Prasanna'))).toEqual(['m-lakshmi']);
    expect(ids(index, ask('Ramesh Reddy'))[0]).toBe('m-ramesh');
  });

  it('finds "Venkata" by its prefix "Venkat"', () => {
    expect(ids(index, ask('Venkat'))).toEqual(['m-venkata']);
  });

  it('finds a reversed name', () => {
    expect(ids(index, ask('Reddy Ramesh'))[0]).toBe('m-ramesh');
  });

  it('joins the words with AND', () => {
    const found = ids(index, ask('Ramesh Reddy'));
    expect(found).not.toContain('m-suresh');
    expect(found).not.toContain('m-rajesh');
    expect(ids(index, ask('Suresh CEO'))).toEqual(['m-suresh']);
  });

  it('forgives a typo scaled to the word: "Pavn" and "yarlagada"', () => {
    expect(ids(index, ask('Pavn'))).toEqual(expect.arrayContaining(['m-pavan', 'm-telugu-pavan']));
    expect(ids(index, ask('yarlagada'))).toEqual(['m-yarlagadda']);
    // Below 4 letters no typo is forgiven: "ceo" is not "cto".
    expect(ids(index, ask('CEO')).sort()).toEqual(['m-lakshmi', 'm-suresh']);
  });

  it('bridges Telugu and Latin spellings both ways', () => {
    expect(ids(index, ask('పవన్'))).toEqual(expect.arrayContaining(['m-pavan', 'm-telugu-pavan']));
    expect(ids(index, ask('రెడ్డి')).sort()).toEqual(['m-ramesh', 'm-suresh', 'm-telugu-reddy']);
    expect(ids(index, ask('reddy'))).toContain('m-telugu-reddy');
    expect(ids(index, ask('Srinivas Reddy'))).toEqual(['m-telugu-reddy']);
    // The same spelling ranks first.
    expect(ids(index, ask('Pavan'))[0]).toBe('m-pavan');
    expect(ids(index, ask('పవన్'))[0]).toBe('m-telugu-pavan');
  });

  it('ranks an exact word above a prefix above a fuzzy match', () => {
    const found = ids(index, ask('Ramesh'));
    expect(found.indexOf('m-ramesh')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('m-ramesh')).toBeLessThan(found.indexOf('m-rameshwar'));
    expect(found.indexOf('m-rameshwar')).toBeLessThan(found.indexOf('m-rajesh'));
  });

  it('never matches a member by e-mail or phone (the directory index holds neither)', () => {
    const index = createIndex('members', [memberSource('m-x', 'Kavya Rao', { email: 'kavya.secret@example.com', phone: '+91 98480 12345' })]);
    expect(ids(index, ask('kavya.secret@example.com'))).toEqual([]);
    expect(ids(index, ask('example'))).toEqual([]);
    expect(ids(index, ask('98480'))).toEqual([]);
    expect(ids(index, ask('Kavya'))).toEqual(['m-x']);
  });

  it('matches the company and the title, name first', () => {
    expect(ids(index, ask('Krishna')).sort()).toEqual(['m-ramesh', 'm-suresh']);
    expect(ids(index, ask('Godavari'))).toEqual(expect.arrayContaining(['m-lakshmi', 'm-yarlagadda']));
  });

  it('highlights the matched words', () => {
    const [first] = search(index, ask('Venkat')).results;
    expect(first?.highlights.name).toEqual([{ text: 'Venkata', match: true }, { text: ' Ramana' }]);
    const [telugu] = search(index, ask('reddy srinivas')).results;
    expect(telugu?.highlights.name).toEqual([{ text: 'శ్రీనివాస్', match: true }, { text: ' ' }, { text: 'రెడ్డి', match: true }]);
  });

  it('lists every member newest first for an empty query', () => {
    const answer = search(index, ask('', { limit: 3 }));
    expect(answer.total).toBe(70);
    expect(answer.results.map((r) => r.source.createdAt)).toEqual([...answer.results.map((r) => r.source.createdAt)].sort().reverse());
    expect(answer.results[0]?.source.id).toMatch(/^m-new-/);
    expect(answer.results.every((r) => Object.keys(r.highlights).length === 0)).toBe(true);
  });

  it('pages by offset and limit with the total', () => {
    const pages = [0, 20, 40, 60].map((offset) => search(index, ask('Arjun', { offset })));
    expect(pages.map((p) => p.total)).toEqual([60, 60, 60, 60]);
    expect(pages.map((p) => p.results.length)).toEqual([20, 20, 20, 0]);
    const all = pages.flatMap((p) => p.results.map((r) => r.source.id));
    expect(new Set(all).size).toBe(60);
  });

  it('never answers an excluded member', () => {
    const found = ids(index, ask('Reddy', { excludeMemberIds: new Set(['m-ramesh']) }));
    expect(found.sort()).toEqual(['m-suresh', 'm-telugu-reddy']);
    expect(search(index, ask('Reddy', { excludeMemberIds: new Set(['m-ramesh']) })).total).toBe(2);
  });
});

describe('members: facets', () => {
  const index = members();
  const everyone = [...named, ...newer];
  const facetValues = (m: DirectoryMember, name: string): string[] =>
    ({ chapter: m.chapters, badge: m.badges, verified: [String(m.verified)], companyId: m.company ? [m.company.id] : [] })[name] ?? [];
  /** Brute force: of the members the text found, those passing every filter but the facet's own, counted by the facet's values. */
  const bruteCount = (found: Set<string>, filters: Record<string, string>, facet: string) => {
    const counts: Record<string, number> = {};
    for (const m of everyone.filter((m) => found.has(m.id))) {
      if (!Object.entries(filters).every(([name, value]) => name === facet || facetValues(m, name).includes(value))) continue;
      for (const value of facetValues(m, facet)) counts[value] = (counts[value] ?? 0) + 1;
    }
    return counts;
  };
  const asRecord = (values: { value: string; count: number }[] | undefined) => Object.fromEntries((values ?? []).map((v) => [v.value, v.count]));

  it('counts values over what the text found', () => {
    const answer = search(index, ask('Reddy'));
    expect(asRecord(answer.facets.chapter)).toEqual({ Telangana: 2, 'AP-Tirupati': 1 });
    expect(asRecord(answer.facets.verified)).toEqual({ true: 1, false: 2 });
    expect(answer.facets.companyId).toEqual([{ value: 'c-krishna', label: 'Krishna Tech', count: 2 }]);
    expect(asRecord(answer.facets.badge)).toEqual({ founder: 1, investor: 1 });
  });

  it('filters by every given facet; each facet counts the text and the OTHER filters', () => {
    const filters = { chapter: 'Telangana', verified: 'true' };
    const answer = search(index, ask('Reddy', { filters }));
    expect(answer.results.map((r) => r.source.id)).toEqual(['m-suresh']);
    expect(answer.total).toBe(1);
    const found = new Set(search(index, ask('Reddy')).results.map((r) => r.source.id));
    for (const facet of ['chapter', 'badge', 'verified', 'companyId']) {
      expect(asRecord(answer.facets[facet]), facet).toEqual(bruteCount(found, filters, facet));
    }
    // The chosen chapter's neighbours stay countable, so the member can switch.
    expect(asRecord(answer.facets.chapter)).toEqual({ Telangana: 1 });
    expect(asRecord(search(index, ask('Reddy', { filters: { chapter: 'Telangana' } })).facets.chapter)).toEqual({ Telangana: 2, 'AP-Tirupati': 1 });
  });

  it('counts multi-valued facets once per value and an empty query over everyone', () => {
    const answer = search(index, ask(''));
    expect(asRecord(answer.facets.chapter)).toMatchObject({ 'AP-Vizag': 2, Telangana: 2, UK: 2, 'AP-Tirupati': 2 });
    expect(asRecord(answer.facets.verified)).toEqual({ true: 2, false: 68 });
  });
});

describe('changes and snapshots', () => {
  const queries = ['Lakshmi', 'Reddy Ramesh', 'Pavn', 'రెడ్డి', 'CEO', 'Arjun', '', 'yarlagada', 'Rmsh'].map((q) => ask(q, { filters: {} }));
  const answers = (index: SearchIndex<'members'>) => queries.map((q) => search(index, q));

  it('adds, replaces and removes; removing an unknown id is a no-op; a change twice is as once', () => {
    const index = members();
    const renamed = memberSource('m-lakshmi', 'Lakshmi Devi', { title: 'Founder' });
    const added = memberSource('m-anil', 'Anil Chowdary');
    const changes = [
      { kind: 'members' as const, id: 'm-lakshmi', source: renamed },
      { kind: 'members' as const, id: 'm-anil', source: added },
      { kind: 'members' as const, id: 'm-venkata' },
      { kind: 'members' as const, id: 'm-nobody' },
      { kind: 'posts' as const, id: 'm-pavan' },
    ];
    const verified = () => search(index, ask('')).facets.verified?.find((v) => v.value === 'true')?.count;
    expect(verified()).toBe(2);
    applyChanges(index, changes);
    applyChanges(index, changes);
    // The empty query's kept answer follows the change.
    expect(verified()).toBe(1);
    expect(ids(index, ask('Lakshmi Prasanna'))).toEqual([]);
    expect(ids(index, ask('Lakshmi Devi'))).toEqual(['m-lakshmi']);
    expect(ids(index, ask('Chowdary'))).toEqual(['m-anil']);
    expect(ids(index, ask('Venkata'))).toEqual([]);
    expect(ids(index, ask('Pavan'))).toContain('m-pavan');
    expect(search(index, ask('')).total).toBe(70);
  });

  it('answers identically after a snapshot round trip, and after the same changes on both', () => {
    const index = members();
    const loaded = fromSnapshot('members', toSnapshot(index));
    expect(answers(loaded)).toEqual(answers(index));
    const changes = [
      { kind: 'members' as const, id: 'm-ramesh', source: memberSource('m-ramesh', 'Ramesh Reddy', { title: 'Chairman', chapters: ['UAE'] }) },
      { kind: 'members' as const, id: 'm-suresh' },
      { kind: 'members' as const, id: 'm-kavya', source: memberSource('m-kavya', 'Kavya Reddy') },
    ];
    applyChanges(index, changes);
    applyChanges(loaded, changes);
    expect(answers(loaded)).toEqual(answers(index));
    expect(ids(loaded, ask('Chairman'))).toEqual(['m-ramesh']);
    expect(ids(fromSnapshot('members', toSnapshot(loaded)), ask('Reddy')).sort()).toEqual(['m-kavya', 'm-ramesh', 'm-telugu-reddy']);
  });

  it('refuses a snapshot of another format or kind with a named error', () => {
    const other = gzipSync(JSON.stringify({ format: 0, kind: 'members', sources: [], index: {} }));
    expect(() => fromSnapshot('members', other)).toThrow(SnapshotFormatError);
    expect(() => fromSnapshot('posts', toSnapshot(members()))).toThrow(SnapshotFormatError);
    expect(() => fromSnapshot('members', Buffer.from('not gzip'))).toThrow(expect.objectContaining({ name: 'SnapshotFormatError' }));
    const broken = gzipSync(JSON.stringify({ format: SNAPSHOT_FORMAT, kind: 'members', sources: [], index: { serializationVersion: 99 } }));
    expect(() => fromSnapshot('members', broken)).toThrow(SnapshotFormatError);
  });
});

describe('did you mean', () => {
  const index = members();

  it('suggests the nearest words the index holds when nothing is found', () => {
    const answer = search(index, ask('Rmsh'));
    expect(answer.total).toBe(0);
    expect(answer.didYouMean).toBe('ramesh');
    expect(search(index, ask('Rmsh Reddy')).didYouMean).toBe('ramesh reddy');
  });

  it('suggests nothing when something is found or nothing near exists', () => {
    expect(search(index, ask('Lakshmi')).didYouMean).toBeUndefined();
    expect(search(index, ask('Xqzzwv')).didYouMean).toBeUndefined();
    // Each word exists, but together they find no one: no suggestion repeats the query.
    expect(search(index, ask('Lakshmi Kapoor')).didYouMean).toBeUndefined();
  });
});
