import type { Post } from '@club/shared/api/forums';
import { POST_TYPES, TOPIC_TAGS } from '@club/shared';
import type { EngineQuery, IndexSources } from '@club/functions/features/search/engine/types';
import { random } from './search-random.js';

/**
 * A forum's posts for the search bench: titles of 4–9 words and bodies of
 * 40–160 words drawn from a trade club's vocabulary, common words far more
 * often than rare ones (as in real text), so the index holds long postings
 * for everyday words and short ones for names and places.
 */
const WORDS = `
  export import shipment container freight customs duty tariff invoice payment letter credit bank buyer seller supplier
  quality price quote order quantity sample delivery port vizag chennai mumbai dubai singapore rotterdam hamburg
  shrimp prawns aqua feed rice basmati sona masoori chilli turmeric cotton yarn textiles granite marble tiles pharma
  api generic formulation tablets vaccine hospital clinic doctor diagnostics software saas cloud startup funding seed
  series investor angel valuation equity debt loan subsidy scheme government policy license registration gst compliance
  audit accountant lawyer contract agreement partner distributor agent warehouse cold storage logistics trucking rail
  air cargo courier packaging labels certification organic halal fssai fda iso hiring engineer manager developer
  designer intern salary remote office hyderabad vijayawada guntur nellore tirupati kakinada rajahmundry warangal
  meeting event conference webinar networking dinner festival sankranti diwali ugadi community members club chapter
  introduction looking need help advice recommend experience anyone know contact good best trusted reliable urgent
  week month year today tomorrow please thanks regards team company business market growth sales revenue margin
  cost budget plan project solar power energy infrastructure road construction cement steel real estate land plot
  villa apartment rent lease school college university students scholarship training workshop mentor program
`
  .trim()
  .split(/\s+/);
const FIRST = ['Lakshmi', 'Venkata', 'Ramesh', 'Pavan', 'Srinivas', 'Kavya', 'Madhavi', 'Ravi', 'Sai', 'Harish'];
const LAST = ['Reddy', 'Yarlagadda', 'Naidu', 'Chowdary', 'Rao', 'Varma', 'Kommineni', 'Nallapati', 'Vemuri', 'Tummala'];

export function postSources(count: number, seed = 45): IndexSources['posts'][] {
  const { next, pick } = random(seed);
  // Zipf-like: the square of a uniform number favours the list's first words.
  const word = () => WORDS[Math.floor(next() ** 2 * WORDS.length)]!;
  const words = (min: number, max: number) => Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, word);
  const sentence = () => {
    const text = words(6, 16).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  return Array.from({ length: count }, (_, i): { post: Post } => {
    const title = words(4, 9).join(' ');
    const body = Array.from({ length: 3 + Math.floor(next() * 8) }, sentence).join(' ');
    return {
      post: {
        id: `p-${i}`,
        title: `${title[0]!.toUpperCase()}${title.slice(1)}`,
        body: next() < 0.3 ? `${body} Contact ${pick(FIRST)} ${pick(LAST)}.` : body,
        type: pick(POST_TYPES),
        tags: [],
        forumId: `f-${Math.floor(next() * 12)}`,
        topicTag: pick(TOPIC_TAGS),
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 300_000).toISOString(),
        interestCount: 0,
        replyCount: 0,
        author: { id: `m-${Math.floor(next() * 100_000)}`, firstName: pick(FIRST), lastName: pick(LAST), badges: [], chapters: [] },
      },
    };
  });
}

/** ~300 searches of posts: body words, two words, prefixes, one-edit typos, names; a third with a forum filter. */
export function postQueries(now: Date): EngineQuery[] {
  const { next, pick } = random(8);
  const long = WORDS.filter((w) => w.length >= 6);
  const typo = (w: string) => {
    const at = 1 + Math.floor(next() * (w.length - 2));
    return w.slice(0, at) + w.slice(at + 1);
  };
  const makers: (() => string)[] = [
    () => pick(WORDS),
    () => `${pick(WORDS)} ${pick(WORDS)}`,
    () => pick(long).slice(0, 3 + Math.floor(next() * 3)),
    () => typo(pick(long)),
    () => `${pick(WORDS)} ${typo(pick(long))}`,
    () => `${pick(FIRST)} ${pick(LAST)}`,
    () => `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`,
  ];
  return Array.from({ length: 300 }, (_, i) => ({
    q: makers[i % makers.length]!(),
    filters: i % 3 === 0 ? { forumId: `f-${Math.floor(next() * 12)}` } : {},
    limit: 20,
    offset: 0,
    now,
  }));
}
