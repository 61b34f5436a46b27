import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from '@club/shared/search/constants';
import type { GlobalSearchAnswer, SearchHit } from '@club/shared/api/search';
import { displayName, formatDate, type Member } from '@club/shared';
import type { EngineResult } from './engine/types.js';
import { searchMembersAs } from './member-search.js';
import { toEventResult, toJobResult, toListingResult, toPostResult } from './results.js';
import { blockedBy, runSearch } from './run-search.js';

const line = (...parts: (string | undefined | null)[]) => parts.filter(Boolean).join(' · ') || undefined;
const withSubtitle = (hit: Omit<SearchHit, 'subtitle'>, subtitle: string | undefined): SearchHit => ({ ...hit, ...(subtitle ? { subtitle } : {}) });

const searchFor = (page: string, q: string) => `${page}?${new URLSearchParams({ q }).toString()}`;

/**
 * Where the web app opens each kind's thing. Posts and events open over their
 * pages (which read `post` and `event`); members, listings and jobs have no
 * page of their own, so they open as their kind's search for the hit's title,
 * which answers it first.
 */
export const hrefOf: Record<SearchKind, (id: string, title: string) => string> = {
  members: (_id, title) => searchFor('/directory', title),
  posts: (id) => `/forums?post=${encodeURIComponent(id)}`,
  listings: (_id, title) => searchFor('/marketplace', title),
  jobs: (_id, title) => searchFor('/jobs', title),
  events: (id) => `/events?event=${encodeURIComponent(id)}`,
};

const postHits = (results: EngineResult<'posts'>[]): SearchHit[] =>
  results.flatMap((result) => {
    const shown = toPostResult(result);
    if (!shown) return [];
    const { post, reply, highlights } = shown;
    const by = reply ? `Reply by ${reply.authorName}` : displayName(post.author);
    return [withSubtitle({ kind: 'posts', id: post.id, title: post.title, href: hrefOf.posts(post.id, post.title), highlights }, by)];
  });

/**
 * GET /api/search: each kind's best SEARCH_LIMITS.groupSize for the text, all
 * kinds at once (each index's deltas and the caller's blocks: one round when
 * warm), in SEARCH_KINDS order, empty kinds left out.
 */
export async function searchEverything(member: Member, q: string): Promise<GlobalSearchAnswer> {
  const blocked = blockedBy(member.id);
  const ask = { q, limit: SEARCH_LIMITS.groupSize, filters: {} };
  const options = { blocked };
  const [members, posts, listings, jobs, events] = await Promise.all([
    searchMembersAs(member, ask, options),
    runSearch('posts', member, ask, options),
    runSearch('listings', member, ask, options),
    runSearch('jobs', member, ask, options),
    runSearch('events', member, { ...ask, when: 'upcoming' }, options),
  ]);
  const groups: Record<SearchKind, { total: number; hits: SearchHit[] }> = {
    members: {
      total: members.answer.total,
      hits: members.answer.results.map(({ member: card, highlights }) =>
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
        ),
      ),
    },
    posts: { total: posts.answer.total, hits: postHits(posts.answer.results) },
    listings: {
      total: listings.answer.total,
      hits: listings.answer.results
        .map(toListingResult)
        .map(({ listing, highlights }) =>
          withSubtitle(
            { kind: 'listings', id: listing.id, title: listing.title, href: hrefOf.listings(listing.id, listing.title), highlights },
            line(listing.company?.name, listing.country ?? listing.location),
          ),
        ),
    },
    jobs: {
      total: jobs.answer.total,
      hits: jobs.answer.results
        .map(toJobResult)
        .map(({ job, highlights }) =>
          withSubtitle({ kind: 'jobs', id: job.id, title: job.title, href: hrefOf.jobs(job.id, job.title), highlights }, line(job.company?.name, job.location)),
        ),
    },
    events: {
      total: events.answer.total,
      hits: events.answer.results
        .map(toEventResult)
        .map(({ event, highlights }) =>
          withSubtitle(
            { kind: 'events', id: event.id, title: event.title, href: hrefOf.events(event.id, event.title), highlights },
            line(event.city, formatDate(event.startTime, event.timeZone, { weekday: false })),
          ),
        ),
    },
  };
  const didYouMean = [members.answer, posts.answer, listings.answer, jobs.answer, events.answer].find((answer) => answer.didYouMean)?.didYouMean;
  const found = SEARCH_KINDS.filter((kind) => groups[kind].total > 0).map((kind) => ({ kind, ...groups[kind] }));
  return { groups: found, ...(!found.length && didYouMean ? { didYouMean } : {}) };
}
