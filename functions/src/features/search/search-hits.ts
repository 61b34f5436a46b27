import type { SearchKind } from '@club/shared/search/constants';
import type { FacetValue, MemberResult, SearchHit } from '@club/shared/api/search';
import { displayName, formatDate, type Member } from '@club/shared';
import type { EngineResult } from './engine/types.js';
import { searchMembersAs } from './member-search.js';
import { toEventResult, toJobResult, toListingResult, toPostResult } from './results.js';
import { eventsIndex } from './kinds/events.js';
import type { IndexedKind } from './kinds/indexed-kind.js';
import { jobsIndex } from './kinds/jobs.js';
import { listingsIndex } from './kinds/listings.js';
import { postsIndex } from './kinds/posts.js';
import { runSearch, type RunOptions, type SearchAsk } from './run-search.js';

const line = (...parts: (string | undefined | null)[]) => parts.filter(Boolean).join(' · ') || undefined;
const withSubtitle = (hit: Omit<SearchHit, 'subtitle'>, subtitle: string | undefined): SearchHit => ({ ...hit, ...(subtitle ? { subtitle } : {}) });

const searchFor = (page: string, q: string) => `${page}?${new URLSearchParams({ q }).toString()}`;

/**
 * Where the web app opens each kind's thing. Posts and events open over their
 * pages (which read `post` and `event`); members, listings and jobs have no
 * page of their own, so they open as their kind's search for the hit's title,
 * which answers it first.
 */
const hrefOf: Record<SearchKind, (id: string, title: string) => string> = {
  members: (_id, title) => searchFor('/directory', title),
  posts: (id) => `/forums?post=${encodeURIComponent(id)}`,
  listings: (_id, title) => searchFor('/marketplace', title),
  jobs: (_id, title) => searchFor('/jobs', title),
  events: (id) => `/events?event=${encodeURIComponent(id)}`,
};

const memberHit = ({ member: card, highlights }: MemberResult): SearchHit =>
  withSubtitle(
    {
      kind: 'members',
      id: card.id,
      title: displayName(card),
      href: hrefOf.members(card.id, displayName(card)),
      ...(card.profileImageUrl ? { imageUrl: card.profileImageUrl } : {}),
      highlights,
    },
    line(card.title, card.company?.name),
  );

const postHits = (results: EngineResult<'posts'>[]): SearchHit[] =>
  results.flatMap((result) => {
    const shown = toPostResult(result);
    if (!shown) return [];
    const { post, reply, highlights } = shown;
    const by = reply ? `Reply by ${reply.authorName}` : displayName(post.author);
    return [withSubtitle({ kind: 'posts', id: post.id, title: post.title, href: hrefOf.posts(post.id, post.title), highlights }, by)];
  });

const listingHit = (result: EngineResult<'listings'>): SearchHit => {
  const { listing, highlights } = toListingResult(result);
  return withSubtitle(
    { kind: 'listings', id: listing.id, title: listing.title, href: hrefOf.listings(listing.id, listing.title), highlights },
    line(listing.company?.name, listing.country ?? listing.location),
  );
};

const jobHit = (result: EngineResult<'jobs'>): SearchHit => {
  const { job, highlights } = toJobResult(result);
  return withSubtitle({ kind: 'jobs', id: job.id, title: job.title, href: hrefOf.jobs(job.id, job.title), highlights }, line(job.company?.name, job.location));
};

const eventHit = (result: EngineResult<'events'>): SearchHit => {
  const { event, highlights } = toEventResult(result);
  return withSubtitle(
    { kind: 'events', id: event.id, title: event.title, href: hrefOf.events(event.id, event.title), highlights },
    line(event.city, formatDate(event.startTime, event.timeZone, { weekday: false })),
  );
};

/** One kind's search as global-search hits: the page, the total, the facets as the engine names them, and the next page's cursor. */
export interface KindHits {
  total: number;
  hits: SearchHit[];
  facets: Record<string, FacetValue[]>;
  didYouMean?: string | undefined;
  cursor: string | undefined;
}

type KindSearch = (member: Member, ask: SearchAsk, options?: RunOptions) => Promise<KindHits>;

const asHits =
  <K extends Exclude<SearchKind, 'members'>>(indexed: IndexedKind<K>, toHits: (results: EngineResult<K>[]) => SearchHit[]): KindSearch =>
  async (member, ask, options) => {
    const { answer, cursor } = await runSearch(indexed, member, ask, options);
    return { total: answer.total, hits: toHits(answer.results), facets: answer.facets, didYouMean: answer.didYouMean, cursor };
  };

/**
 * Each kind's search answered as hits: the same searches as the kinds' own
 * routes (members with the caller's own edit found at once; blocked members
 * and their posts never answered) and one mapping per kind, for the grouped
 * global search and for a search of one kind through it.
 */
export const searchHitsOf: Record<SearchKind, KindSearch> = {
  members: async (member, ask, options) => {
    const { answer, cursor } = await searchMembersAs(member, ask, options);
    return { total: answer.total, hits: answer.results.map(memberHit), facets: answer.facets, didYouMean: answer.didYouMean, cursor };
  },
  posts: asHits(postsIndex, postHits),
  listings: asHits(listingsIndex, (results) => results.map(listingHit)),
  jobs: asHits(jobsIndex, (results) => results.map(jobHit)),
  events: asHits(eventsIndex, (results) => results.map(eventHit)),
};
