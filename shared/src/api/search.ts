import * as z from '../zod.js';
import { SEARCH_FACETS, SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from '../search/constants.js';
import { directoryMemberSchema } from './members.js';
import { postSchema, postTypeSchema, topicTagSchema } from './forums.js';
import { tradeListingSchema, listingKindSchema } from './marketplace.js';
import { jobSchema, jobLevelSchema, remoteOptionSchema } from './jobs.js';
import { eventSchema } from './events.js';
import { eventTypeSchema } from './event-form.js';
import { staffMemberSchema } from './staff-members.js';
import { badgeSchema, chapterSchema } from './member.js';
import { idSchema } from './ids.js';
import { numberInput } from './numbers.js';
import { defineRoute } from './route.js';
import { onFirstUse } from '../lazy.js';

/**
 * Search over members, forum posts and replies, marketplace listings, jobs and
 * events: one index per kind, typo-tolerant and Telugu-aware. Every answer is
 * a page of results with the total, each facet's counts (which reflect the
 * text and the other filters) and, when nothing is found, a suggestion from
 * the index's words. The next page's cursor is in the NEXT_CURSOR_HEADER
 * header, as for every list. An empty `q` lists everything that matches the
 * filters (newest first; events soonest first).
 */

export const searchKindSchema = /* @__PURE__ */ onFirstUse(() => z.enum(SEARCH_KINDS));

/** A piece of a highlighted text: `match` marks the words the query matched. */
export const highlightPartSchema = /* @__PURE__ */ onFirstUse(() => z.object({ text: z.string(), match: z.optional(z.literal(true)) }));
export type HighlightPart = z.infer<typeof highlightPartSchema>;

/**
 * The fields a result matched, each split into parts with the matched words
 * marked: short fields whole (`name`, `company`, `title`), long ones
 * (`body`, `description`) as a snippet around the first match.
 */
export const highlightsSchema = /* @__PURE__ */ onFirstUse(() => z.record(z.string(), z.array(highlightPartSchema)));
export type Highlights = z.infer<typeof highlightsSchema>;

/** One value of a facet and how many results have it. `label` when the value is an id (a forum, a company). */
export const facetValueSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({ value: z.string(), label: z.optional(z.string()), count: z.number().check(z.int(), z.gte(0)) }),
);
export type FacetValue = z.infer<typeof facetValueSchema>;

const searchText = /* @__PURE__ */ onFirstUse(() =>
  z._default(
    z.string({ error: 'q must be text' }).check(z.trim(), z.maxLength(SEARCH_LIMITS.queryMax, `q must be at most ${SEARCH_LIMITS.queryMax} characters`)),
    '',
  ),
);

const pageLimit = /* @__PURE__ */ onFirstUse(() =>
  numberInput(z.number({ error: 'limit must be a number' }).check(z.int('limit must be a whole number'), z.gte(1), z.lte(SEARCH_LIMITS.pageMax))),
);
const pageCursor = /* @__PURE__ */ onFirstUse(() => z.optional(z.string().check(z.minLength(1), z.maxLength(200))));

/** Query fields every search takes: the text and the page. */
const searchPage = /* @__PURE__ */ onFirstUse(() => ({
  q: searchText,
  limit: z._default(pageLimit, SEARCH_LIMITS.pageDefault),
  cursor: pageCursor,
}));

const trueOnly = /* @__PURE__ */ onFirstUse(() => z.optional(z.enum(['true', 'false'])));
const shortText = /* @__PURE__ */ onFirstUse(() => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))));

/**
 * Each kind's facet filters (SEARCH_FACETS): the query fields its route takes
 * beside the text and the page, and searchAll's with a `kind`.
 */
const memberFilters = /* @__PURE__ */ onFirstUse(() => ({
  chapter: z.optional(chapterSchema),
  badge: z.optional(badgeSchema),
  verified: trueOnly,
  companyId: z.optional(idSchema('Company')),
}));
const postFilters = /* @__PURE__ */ onFirstUse(() => ({
  forumId: z.optional(idSchema('Forum')),
  topic: z.optional(topicTagSchema),
  type: z.optional(postTypeSchema),
}));
const listingFilters = /* @__PURE__ */ onFirstUse(() => ({
  /** The HS code's first two digits. */
  hsChapter: z.optional(z.string().check(z.regex(/^\d{2}$/, 'hsChapter must be two digits'))),
  country: shortText,
  kind: z.optional(listingKindSchema),
  priceBand: shortText,
}));
const jobFilters = /* @__PURE__ */ onFirstUse(() => ({ level: z.optional(jobLevelSchema), location: shortText, remote: z.optional(remoteOptionSchema) }));
const eventFilters = /* @__PURE__ */ onFirstUse(() => ({
  eventType: z.optional(eventTypeSchema),
  city: shortText,
  /** `YYYY-MM` of the start. */
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'))),
}));
/** Events: `upcoming` (default): not yet ended; `past`; `all`. */
const eventWhen = /* @__PURE__ */ onFirstUse(() => z.enum(['upcoming', 'past', 'all']));

/** The answer of a kind's search, around that kind's result shape. */
const searchAnswer = <T extends z.ZodMiniType>(result: T) =>
  z.object({
    /** Results matching the text and every filter (all pages). */
    total: z.number().check(z.int(), z.gte(0)),
    results: z.array(result),
    /** Per facet (the kind's SEARCH_FACETS), its most frequent values with counts. */
    facets: z.record(z.string(), z.array(facetValueSchema)),
    /** When nothing is found: the query with its words replaced by the nearest ones the index knows. */
    didYouMean: z.optional(z.string()),
  });

export const memberResultSchema = /* @__PURE__ */ onFirstUse(() => z.object({ member: directoryMemberSchema, highlights: highlightsSchema }));
export type MemberResult = z.infer<typeof memberResultSchema>;

/** A post, or the post of a matching reply (`reply` says which, with its snippet under `highlights.reply`). */
export const postResultSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    post: postSchema,
    reply: z.optional(z.object({ id: z.string(), authorName: z.string(), createdAt: z.string() })),
    highlights: highlightsSchema,
  }),
);
export type PostResult = z.infer<typeof postResultSchema>;

export const listingResultSchema = /* @__PURE__ */ onFirstUse(() => z.object({ listing: tradeListingSchema, highlights: highlightsSchema }));
export type ListingResult = z.infer<typeof listingResultSchema>;

export const jobResultSchema = /* @__PURE__ */ onFirstUse(() => z.object({ job: jobSchema, highlights: highlightsSchema }));
export type JobResult = z.infer<typeof jobResultSchema>;

/** An event as the index holds it (no caller's RSVP status). */
export const eventResultSchema = /* @__PURE__ */ onFirstUse(() => z.object({ event: eventSchema, highlights: highlightsSchema }));
export type EventResult = z.infer<typeof eventResultSchema>;

export const staffMemberResultSchema = /* @__PURE__ */ onFirstUse(() => z.object({ member: staffMemberSchema, highlights: highlightsSchema }));
export type StaffMemberResult = z.infer<typeof staffMemberResultSchema>;

export const memberSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() => searchAnswer(memberResultSchema));
export type MemberSearchAnswer = z.infer<typeof memberSearchAnswerSchema>;
export const postSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() => searchAnswer(postResultSchema));
export const listingSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() => searchAnswer(listingResultSchema));
export const jobSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() => searchAnswer(jobResultSchema));
export const eventSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() => searchAnswer(eventResultSchema));
export const staffMemberSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() => searchAnswer(staffMemberResultSchema));

/** One hit of the global search: enough to show a line and open the thing. */
export const searchHitSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    kind: searchKindSchema,
    id: z.string(),
    /** The line's main text (a name, a title) and what goes under it (company, forum, place and date). */
    title: z.string(),
    subtitle: z.optional(z.string()),
    /** The app path that opens it (`/members/…`, `/forums/…?post=…`, `/events/…`). */
    href: z.string(),
    imageUrl: z.optional(z.string()),
    highlights: highlightsSchema,
  }),
);
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The global search: each kind's best few and its total, kinds in SEARCH_KINDS order, empty groups left out. */
export const globalSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    groups: z.array(z.object({ kind: searchKindSchema, total: z.number().check(z.int(), z.gte(0)), hits: z.array(searchHitSchema) })),
    didYouMean: z.optional(z.string()),
  }),
);
export type GlobalSearchAnswer = z.infer<typeof globalSearchAnswerSchema>;

/**
 * searchAll's name of a kind's facet filter: the kind's own, but the listing
 * type (`kind` on the listings route) is `listingKind`, as `kind` there names
 * what to search. Its facet in a listings answer is named so too.
 */
export const kindFilterName = (facet: string): string => (facet === 'kind' ? 'listingKind' : facet);

/** searchAll's query fields that apply to one kind only: its facet filters (and, for events, `when`). */
export const KIND_FILTERS = {
  members: SEARCH_FACETS.members.map(kindFilterName),
  posts: SEARCH_FACETS.posts.map(kindFilterName),
  listings: SEARCH_FACETS.listings.map(kindFilterName),
  jobs: SEARCH_FACETS.jobs.map(kindFilterName),
  events: [...SEARCH_FACETS.events.map(kindFilterName), 'when'],
} as const satisfies Record<SearchKind, readonly string[]>;

/** A search of one kind through searchAll: a hit of the global search with the text around its match. */
export const searchItemSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(searchHitSchema, {
    /** Plain text: the matched text around the first match (a body's snippet), else a short field that matched (a name), else the title. */
    snippet: z.string(),
  }),
);
export type SearchItem = z.infer<typeof searchItemSchema>;

/** searchAll with a `kind`: a page of that kind's items, its facets (named as searchAll's filters) and the total. */
export const kindSearchAnswerSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    items: z.array(searchItemSchema),
    facets: z.record(z.string(), z.array(facetValueSchema)),
    total: z.number().check(z.int(), z.gte(0)),
    /** The next page's (also in the NEXT_CURSOR_HEADER header); absent on the last page. */
    cursor: z.optional(z.string()),
    didYouMean: z.optional(z.string()),
  }),
);
export type KindSearchAnswer = z.infer<typeof kindSearchAnswerSchema>;

const searchAllQuery = /* @__PURE__ */ onFirstUse(() => {
  const { kind: listingKind, ...otherListingFilters } = listingFilters;
  return z
    .object({
      q: searchText,
      kind: z.optional(searchKindSchema),
      limit: z.optional(pageLimit),
      cursor: pageCursor,
      ...memberFilters,
      ...postFilters,
      ...otherListingFilters,
      listingKind,
      ...jobFilters,
      ...eventFilters,
      when: z.optional(eventWhen),
    })
    .check(
      z.superRefine((query, ctx) => {
        const given = (field: string) => (query as Record<string, unknown>)[field] !== undefined;
        for (const kind of SEARCH_KINDS) {
          for (const field of KIND_FILTERS[kind]) {
            if (given(field) && query.kind !== kind) ctx.addIssue({ code: 'custom', path: [field], message: `${field} applies to kind=${kind} only` });
          }
        }
        for (const field of ['limit', 'cursor']) {
          if (given(field) && !query.kind) ctx.addIssue({ code: 'custom', path: [field], message: `${field} pages one kind's search: give kind` });
        }
      }),
    );
});

export const searchAll = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/search',
    access: 'read',
    auth: 'session',
    searchIndex: true,
    query: searchAllQuery,
    response: z.union([globalSearchAnswerSchema, kindSearchAnswerSchema]),
    summary:
      'The global search: without `kind`, the best members, posts, listings, jobs and events for the text, grouped by kind; with `kind`, a page of that kind’s items with snippets, facets, the total and the next cursor',
  }),
);

export const searchMembers = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/search/members',
    access: 'read',
    auth: 'session',
    searchIndex: true,
    query: z.object({ ...searchPage, ...memberFilters }),
    response: memberSearchAnswerSchema,
    summary: 'Members the directory shows, by name, company or title (typos and Telugu welcome), with chapter, badge, verified and company facets',
  }),
);

export const searchPosts = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/search/posts',
    access: 'read',
    auth: 'session',
    searchIndex: true,
    query: z.object({ ...searchPage, ...postFilters }),
    response: postSearchAnswerSchema,
    summary: 'Forum posts and replies by text (title over body, recent first among equals), with forum, topic and type facets',
  }),
);

export const searchListings = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/search/listings',
    access: 'read',
    auth: 'session',
    searchIndex: true,
    query: z.object({ ...searchPage, ...listingFilters }),
    response: listingSearchAnswerSchema,
    summary: 'Marketplace listings by text or HS code, with HS chapter, country, type and price band facets',
  }),
);

export const searchJobs = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/search/jobs',
    access: 'read',
    auth: 'session',
    searchIndex: true,
    query: z.object({ ...searchPage, ...jobFilters }),
    response: jobSearchAnswerSchema,
    summary: 'Jobs by title, company or description, with level, location and work-mode facets',
  }),
);

export const searchEvents = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/search/events',
    access: 'read',
    auth: 'session',
    searchIndex: true,
    query: z.object({ ...searchPage, ...eventFilters, when: z._default(eventWhen, 'upcoming') }),
    response: eventSearchAnswerSchema,
    summary: 'Active events by text, with type, city and month facets; upcoming ones unless asked',
  }),
);

export const searchStaffMembers = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/search/members',
    access: 'read',
    auth: 'session',
    role: 'staff',
    searchIndex: true,
    query: z.object({ ...searchPage, ...memberFilters }),
    response: staffMemberSearchAnswerSchema,
    summary: 'Club staff: every member (hidden and suspended included) by name, company, title, e-mail or phone, from the staff index',
  }),
);

export const searchRoutes = {
  searchAll,
  searchMembers,
  searchPosts,
  searchListings,
  searchJobs,
  searchEvents,
  searchStaffMembers,
} as const;
