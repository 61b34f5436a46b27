import { describe, expect, it } from 'vitest';
import { memberSource, postSource, replySource } from '../../../test/search-sources.js';
import { Dictionary, editDistance } from './dictionary.js';
import { applyChanges, createIndex, fromSnapshot, search, toSnapshot } from './engine.js';
import { FacetTable } from './facets.js';
import { matchAll, planWord, type WordPlan } from './match.js';
import { topK } from './top.js';
import type { EngineQuery } from './types.js';

const now = new Date('2026-06-01T00:00:00.000Z');
const ask = (q: string, more: Partial<EngineQuery> = {}): EngineQuery => ({ q, filters: {}, limit: 20, offset: 0, now, ...more });

describe('the term dictionary', () => {
  const words = ['rao', 'ramesh', 'rames', 'ramesvar', 'rajes', 'ra', 'reddy', 'redi', 'pavan', 'r', 'rb'];
  const dictionary = new Dictionary();
  for (const word of words) dictionary.intern(word);
  const named = (numbers: number[]) => numbers.map((n) => dictionary.terms[n]).sort();

  it('answers the terms that begin with a prefix and are longer, whatever order they arrived in', () => {
    expect(named(dictionary.withPrefix('ra'))).toEqual(['rajes', 'rames', 'ramesh', 'ramesvar', 'rao']);
    expect(named(dictionary.withPrefix('rames'))).toEqual(['ramesh', 'ramesvar']);
    expect(named(dictionary.withPrefix('zz'))).toEqual([]);
    dictionary.intern('rakesh');
    expect(named(dictionary.withPrefix('rak'))).toEqual(['rakesh']);
    // A snapshot's sorted terms give the same ranges.
    const loaded = Dictionary.ofSorted(dictionary.inOrder().map((n) => dictionary.terms[n]!));
    expect(
      loaded
        .withPrefix('ra')
        .map((n) => loaded.terms[n])
        .sort(),
    ).toEqual(['rajes', 'rakesh', 'rames', 'ramesh', 'ramesvar', 'rao']);
  });

  it('finds terms within k edits through their letter pairs, itself excluded, short words by a full scan', () => {
    const near = (word: string, k: number) =>
      dictionary
        .near(word, k)
        .map(({ number, distance }) => `${dictionary.terms[number]}:${distance}`)
        .sort();
    expect(near('rames', 1)).toEqual(['rajes:1', 'ramesh:1']);
    expect(near('pavn', 1)).toEqual(['pavan:1']);
    expect(near('rms', 2)).toEqual(['r:2', 'ra:2', 'rames:2', 'rao:2', 'rb:2']);
    expect(near('rames', 0)).toEqual([]);
    // A term added after the pair index was built is found too.
    dictionary.intern('pavani');
    expect(near('pavn', 2)).toContain('pavani:2');
  });

  it('agrees with a plain edit distance up to its bound', () => {
    const plain = (a: string, b: string): number => {
      const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++)
          rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      return rows[a.length]![b.length]!;
    };
    const pairs = ['kitten/sitting', 'reddy/redi', 'yarlagada/yarlagadda', 'abc/cba', 'venkata/venkat', 'a/', 'pavan/pavn', 'kommineni/komineni'];
    for (const pair of pairs) {
      const [a, b] = pair.split('/') as [string, string];
      for (const max of [0, 1, 2, 3]) expect(editDistance(a, b, max), `${pair} within ${max}`).toBe(Math.min(plain(a, b), max + 1));
    }
  });
});

describe('matching every word, the cheapest first', () => {
  const surnames = ['Reddy', 'Rao', 'Raju', 'Naidu'];
  const firsts = ['Ramesh', 'Ravi', 'Rajesh', 'Suresh', 'Pavan'];
  const index = createIndex(
    'members',
    Array.from({ length: 200 }, (_, i) => memberSource(`m-${i}`, `${firsts[i % 5]} ${surnames[i % 4]}`, { title: i % 3 ? 'CEO' : 'Director' })),
  );
  const plan = (word: string) => planWord(index.dictionary, index.store, word);
  const match = (plans: WordPlan[]) => {
    const { docs, scores } = matchAll(index.store, index.dictionary.size, plans);
    return Array.from(docs, (doc, at) => [doc, scores[at]!] as const).sort((a, b) => a[0] - b[0]);
  };

  it('finds the same documents and scores whether the other words walk their postings or check the candidates’ terms', () => {
    for (const query of [
      ['ra', 'reddy'],
      ['reddy', 'ra'],
      ['ramesh', 'rao', 'ceo'],
      ['pavan', 'naidu'],
      ['ra', 'ceo'],
    ]) {
      const plans = query.map(plan);
      const walking = match(plans.map((p, at) => ({ ...p, cost: at === 0 ? 0 : 1 })));
      const checking = match(plans.map((p, at) => ({ ...p, cost: at === 0 ? 0 : Number.MAX_SAFE_INTEGER })));
      expect(
        walking.map(([doc]) => doc),
        query.join(' '),
      ).toEqual(checking.map(([doc]) => doc));
      walking.forEach(([, score], at) => expect(score).toBeCloseTo(checking[at]![1], 9));
    }
  });

  it('answers exactly the documents holding every word (brute force)', () => {
    const expected = Array.from({ length: 200 }, (_, i) => i).filter((i) => firsts[i % 5]!.toLowerCase().startsWith('ra') && surnames[i % 4] === 'Reddy');
    expect(match(['ra', 'reddy'].map(plan)).map(([doc]) => doc)).toEqual(expected);
    expect(match(['reddy', 'nosuchword'].map(plan))).toEqual([]);
  });

  it('walks the rarest word first: a short prefix beside a surname costs about as much as the surname', () => {
    const [prefix, surname] = ['ra', 'naidu'].map(plan) as [WordPlan, WordPlan];
    expect(surname.cost).toBeLessThan(prefix.cost);
    expect(search(index, ask('ra naidu')).total).toBe(match([prefix, surname]).length);
  });
});

describe('the best k', () => {
  it('equals a full sort’s first k, ties by place', () => {
    const scores = Array.from({ length: 500 }, (_, i) => (i * 7919) % 97);
    const places = scores.map((_, i) => i);
    const before = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
    const sorted = [...places].sort((a, b) => scores[b]! - scores[a]! || a - b);
    for (const k of [0, 1, 20, 499, 500, 800]) expect(topK(places, k, before)).toEqual(sorted.slice(0, k));
  });
});

describe('facet values as numbers', () => {
  it('counts each facet over the candidates passing every other filter', () => {
    const table = new FacetTable(['chapter', 'verified']);
    table.set(0, [['USA', 'UK'], ['true']], [undefined, undefined]);
    table.set(1, [['USA'], ['false']], [undefined, undefined]);
    table.set(2, [['UK'], ['true']], [undefined, undefined]);
    const { passing, facets } = table.filterAndCount([0, 1, 2], { chapter: 'USA', verified: 'true' });
    expect([...passing]).toEqual([0]);
    expect(facets.chapter).toEqual([
      { value: 'UK', count: 2 },
      { value: 'USA', count: 1 },
    ]);
    expect(facets.verified).toEqual([
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ]);
    expect([...table.filterAndCount([0, 1, 2], { chapter: 'Nowhere' }).passing]).toEqual([]);
  });
});

describe('a snapshot, then changes', () => {
  const sources = () => [
    postSource('p-1', 'Cashew exports', 'Dubai buyers of cashew kernels.', { createdAt: '2026-05-01T00:00:00.000Z' }),
    postSource('p-2', 'Granite slabs', 'Black granite from Ongole.', { createdAt: '2026-05-02T00:00:00.000Z' }),
    replySource('r-1', 'p-2', 'We ship turmeric too.'),
  ];
  const queries = ['cashew', 'granite', 'turmeric', 'saffron', 'saffr', 'kashmir', 'ongol', 'gr', ''].map((q) => ask(q));
  const answers = (index: ReturnType<typeof createIndex<'posts'>>) => queries.map((query) => search(index, query));

  it('answers as the built index after new words, replacements and removals on both, and after saving again', () => {
    const built = createIndex('posts', sources());
    const loaded = fromSnapshot('posts', toSnapshot(built));
    expect(answers(loaded)).toEqual(answers(built));
    const changes = [
      { kind: 'posts' as const, id: 'p-3', source: postSource('p-3', 'Saffron wanted', 'Kashmir saffron in bulk.') },
      { kind: 'posts' as const, id: 'p-1' },
      { kind: 'posts' as const, id: 'p-2', source: postSource('p-2', 'Granite blocks', 'Grey granite from Ongole.') },
      { kind: 'posts' as const, id: 'r-2', source: replySource('r-2', 'p-3', 'Saffron from Pampore, graded.') },
    ];
    applyChanges(built, changes);
    applyChanges(loaded, changes);
    expect(answers(loaded)).toEqual(answers(built));
    expect(search(loaded, ask('saffr')).total).toBe(1);
    expect(search(loaded, ask('cashew')).total).toBe(0);
    expect(search(loaded, ask('pampore')).results[0]?.post?.id).toBe('p-3');
    const again = fromSnapshot('posts', toSnapshot(loaded));
    expect(answers(again)).toEqual(answers(built));
    // The removed post's words are not carried into the next snapshot.
    expect(loaded.dictionary.find('cashew')).toBeDefined();
    expect(again.dictionary.find('cashew')).toBeUndefined();
    expect(again.dictionary.find('saffron')).toBeDefined();
  });
});
