import v8 from 'node:v8';
import vm from 'node:vm';
import type { DirectoryMember } from '@club/shared/api/members';
import { CHAPTERS } from '@club/shared/members/constants';
import { applyChanges, createIndex, fromSnapshot, search, toSnapshot, type SearchIndex } from '@club/functions/features/search/engine/engine';
import type { EngineQuery, IndexChange, IndexKind, IndexSources } from '@club/functions/features/search/engine/types';
import { budgets } from './budgets.js';
import { postQueries, postSources } from './search-posts.js';
import { random } from './search-random.js';
import { quantile } from './stats.js';

export interface SearchRow {
  figure: string;
  value: number;
  unit: string;
  budget?: string;
  pass?: boolean;
  checked: boolean;
  note?: string;
}

const FIRST = [
  'Lakshmi',
  'Venkata',
  'Ramesh',
  'Suresh',
  'Pavan',
  'Srinivas',
  'Anil',
  'Kavya',
  'Madhavi',
  'Ravi',
  'Sai',
  'Praveen',
  'Sridevi',
  'Harish',
  'Padma',
  'Krishna',
  'Naga',
  'Sowmya',
  'Chandra',
  'Bhaskar',
  'Anusha',
  'Mahesh',
  'Divya',
  'Kiran',
];
const FIRST_TELUGU = ['లక్ష్మి', 'వెంకట', 'రమేష్', 'పవన్', 'శ్రీనివాస్', 'సాయి', 'కృష్ణ', 'మాధవి'];
const LAST = [
  'Reddy',
  'Yarlagadda',
  'Naidu',
  'Chowdary',
  'Rao',
  'Varma',
  'Sharma',
  'Murthy',
  'Kommineni',
  'Gali',
  'Nallapati',
  'Raju',
  'Pothineni',
  'Vemuri',
  'Kandula',
  'Sastry',
  'Gupta',
  'Prasad',
  'Bandi',
  'Tummala',
];
const LAST_TELUGU = ['రెడ్డి', 'నాయుడు', 'రావు', 'చౌదరి', 'వర్మ', 'శర్మ'];
const COMPANY_WORDS = ['Godavari', 'Krishna', 'Deccan', 'Coastal', 'Vizag', 'Amaravati', 'Nellore', 'Tirupati', 'Global', 'Sri Sai', 'Sunrise', 'Lotus'];
const COMPANY_KINDS = ['Exports', 'Tech', 'Pharma', 'Infra', 'Foods', 'Textiles', 'Capital', 'Logistics', 'Granites', 'Aqua'];
const TITLES = ['CEO', 'CTO', 'CFO', 'Founder', 'Managing Director', 'Director', 'VP Engineering', 'Partner', 'Chairman', 'General Manager', 'Consultant'];
const BADGES = ['founder', 'investor', 'exporter', 'importer', 'philanthropist'] as const;

/** Member-like sources: one in eight with a Telugu name, companies shared by many, titles, chapters and badges. */
export function memberSources(count: number, seed = 44): DirectoryMember[] {
  const { next, pick } = random(seed);
  const companies = Array.from({ length: Math.max(50, Math.floor(count / 20)) }, (_, i) => ({
    id: `c-${i}`,
    name: `${pick(COMPANY_WORDS)} ${pick(COMPANY_KINDS)}`,
  }));
  return Array.from({ length: count }, (_, i) => {
    const telugu = next() < 0.125;
    const chapters = [pick(CHAPTERS), ...(next() < 0.2 ? [pick(CHAPTERS)] : [])].filter((c, at, all) => all.indexOf(c) === at);
    return {
      id: `m-${i}`,
      firstName: telugu ? pick(FIRST_TELUGU) : pick(FIRST),
      lastName: telugu ? pick(LAST_TELUGU) : pick(LAST),
      company: next() < 0.85 ? pick(companies) : null,
      badges: next() < 0.5 ? [pick(BADGES)] : [],
      ...(next() < 0.8 && { title: pick(TITLES) }),
      chapters,
      verified: next() < 0.6,
      confirmedBadges: [],
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    };
  });
}

/** ~300 searches members type: full names, prefixes, one-edit typos, Telugu, titles; a third with a chapter filter. */
function queries(members: DirectoryMember[], now: Date): EngineQuery[] {
  const { next, pick } = random(7);
  const typo = (word: string) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    return word.slice(0, at) + word.slice(at + 1);
  };
  const makers: (() => string)[] = [
    () => {
      const m = pick(members);
      return `${m.firstName} ${m.lastName}`;
    },
    () => {
      const m = pick(members);
      return `${m.lastName} ${m.firstName}`;
    },
    () => pick(LAST).slice(0, 3 + Math.floor(next() * 3)),
    () => typo(pick(LAST.filter((w) => w.length >= 5))),
    () => `${pick(FIRST)} ${typo(pick(LAST.filter((w) => w.length >= 6)))}`,
    () => pick(FIRST_TELUGU),
    () => `${pick(FIRST_TELUGU)} ${pick(LAST_TELUGU)}`,
    () => pick(['reddy', 'naidu', 'lakshmi', 'srinivas']),
    () => pick(TITLES),
    () => `${pick(TITLES)} ${pick(COMPANY_WORDS)}`,
  ];
  return Array.from({ length: 300 }, (_, i) => ({
    q: makers[i % makers.length]!(),
    filters: i % 3 === 0 ? { chapter: pick(CHAPTERS) } : {},
    limit: 20,
    offset: 0,
    now,
  }));
}

/**
 * A full collection before each heap reading, so the heap figure is what the
 * index holds: the flag set at run time and `gc` taken from a fresh context
 * (the bench runs without `--expose-gc`).
 */
const gc: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

const MB = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
const ms = (n: number) => Math.round(n * 100) / 100;

interface Measured<K extends IndexKind> {
  rows: SearchRow[];
  index: SearchIndex<K>;
}

/**
 * One index at one size: build, snapshot size (gzipped), load (fromSnapshot:
 * gunzip, parse, restore), the index's own heap (heap after loading less
 * heap before, each after a full collection, with the sources and the built
 * index released), and warm query p50/p95. The p95 is compared on CPU time:
 * on a shared machine the wall time includes waiting for a core.
 */
function measure<K extends IndexKind>(
  kind: K,
  label: string,
  make: () => IndexSources[K][],
  ask: (sources: IndexSources[K][]) => EngineQuery[],
  large: boolean,
): Measured<K> {
  let sources: IndexSources[K][] | undefined = make();
  let started = performance.now();
  let built: SearchIndex<K> | undefined = createIndex(kind, sources);
  const buildMs = performance.now() - started;
  const snapshot = toSnapshot(built);
  const asked = ask(sources);
  built = undefined;
  sources = undefined;
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  started = performance.now();
  const index = fromSnapshot(kind, snapshot);
  const loadMs = performance.now() - started;
  gc();
  const heapAfter = process.memoryUsage().heapUsed;
  const indexMb = MB(heapAfter - heapBefore);

  for (const query of asked.slice(0, 50)) search(index, query); // warm the JIT
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let found = 0;
  for (const query of asked) {
    const cpuAt = process.cpuUsage();
    const at = performance.now();
    const answer = search(index, query);
    times.push(performance.now() - at);
    const cpu = process.cpuUsage(cpuAt);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (answer.total > 0) found++;
  }
  const cpuP95 = quantile(cpuTimes, 0.95);
  const loadMax = large ? budgets.searchLoadMsAt100k.max : budgets.searchLoadMsAt10k.max;
  const p95Max = large ? budgets.searchP95MsAt100k.max : budgets.searchP95MsAt10k.max;
  const heapMax = budgets.searchHeapMbAt100k.max;
  const rows: SearchRow[] = [
    { figure: `search: build ${label}`, value: Math.round(buildMs), unit: 'ms', checked: false },
    { figure: `search: snapshot ${label}, gzipped`, value: MB(snapshot.length), unit: 'MB', checked: false },
    {
      figure: `search: load ${label} (fromSnapshot)`,
      value: Math.round(loadMs),
      unit: 'ms',
      ...(kind === 'members' && { budget: `≤ ${loadMax} (reported)`, pass: loadMs <= loadMax }),
      checked: false,
    },
    {
      figure: `search: heap of the index ${label}`,
      value: indexMb,
      unit: 'MB',
      ...(kind === 'members' && large && { budget: `≤ ${heapMax} (reported)`, pass: indexMb <= heapMax }),
      checked: false,
      note: `heap after load ${MB(heapAfter)} MB, before ${MB(heapBefore)} MB (each after a full GC)`,
    },
    { figure: `search: query p50 ${label} (CPU)`, value: ms(quantile(cpuTimes, 0.5)), unit: 'ms', checked: false },
    {
      figure: `search: query p95 ${label} (CPU)`,
      value: ms(cpuP95),
      unit: 'ms',
      budget: `≤ ${p95Max} (reported)`,
      pass: cpuP95 <= p95Max,
      checked: false,
      note: `${asked.length} searches, ${found} found something; wall p50 ${ms(quantile(times, 0.5))} ms, p95 ${ms(quantile(times, 0.95))} ms`,
    },
  ];
  return { rows, index };
}

/**
 * The search engine at a club's sizes: members (with 1,000 changes applied
 * to the loaded index) and forum posts, ~300 mixed searches each. In
 * process, without DynamoDB: the delta Query's time is the pipeline's.
 * Reported, not checked: timings on a shared machine.
 */
export function searchFigures(sizes: number[]): SearchRow[] {
  const rows: SearchRow[] = [];
  const now = new Date('2026-12-06T00:00:00.000Z');
  for (const size of sizes) {
    const large = size > 10_000;
    const members = measure(
      'members',
      `${size / 1000}k members`,
      () => memberSources(size),
      (sources) => queries(sources, now),
      large,
    );
    rows.push(...members.rows);
    const index = members.index;
    const { pick } = random(11);
    const changes: IndexChange<'members'>[] = Array.from({ length: 1000 }, (_, i) => {
      // Nine in ten edit a member (one in twenty of all removes one), one in ten adds a new member.
      const id = i % 10 === 9 ? `m-new-${i}` : `m-${(i * 97) % size}`;
      if (i % 20 === 0) return { kind: 'members', id };
      const source = index.entries.get(id)?.source;
      return {
        kind: 'members',
        id,
        source: source ? { ...source, title: pick(TITLES) } : { ...memberSources(1, i)[0]!, id },
      };
    });
    const started = performance.now();
    applyChanges(index, changes);
    rows.push({ figure: `search: apply 1,000 changes ${size / 1000}k members`, value: Math.round(performance.now() - started), unit: 'ms', checked: false });
    rows.push(
      ...measure(
        'posts',
        `${size / 1000}k posts`,
        () => postSources(size),
        () => postQueries(now),
        large,
      ).rows,
    );
  }
  return rows;
}
