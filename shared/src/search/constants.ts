/**
 * Search: the kinds of things members search, each kind's facets, and the
 * limits shared by the API, the server and the web app. Plain data.
 */

/** One index per kind; the global search answers every kind, grouped. */
export const SEARCH_KINDS = ['members', 'posts', 'listings', 'jobs', 'events'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What each kind is called where results are grouped. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  members: 'Members',
  posts: 'Forum posts',
  listings: 'Marketplace listings',
  jobs: 'Jobs',
  events: 'Events',
};

/**
 * Each kind's facets: the filters a search page offers beside the text, each
 * answered with counts that reflect the text and the other filters. The names
 * are the query parameters of the kind's route.
 */
export const SEARCH_FACETS = {
  members: ['chapter', 'badge', 'verified', 'companyId'],
  posts: ['forumId', 'topic', 'type'],
  listings: ['hsChapter', 'country', 'kind', 'priceBand'],
  jobs: ['level', 'location', 'remote'],
  events: ['eventType', 'city', 'month'],
} as const satisfies Record<SearchKind, readonly string[]>;

/** How the search page names each facet. */
export const SEARCH_FACET_LABELS: Record<string, string> = {
  chapter: 'Chapter',
  badge: 'Badge',
  verified: 'Verified',
  companyId: 'Company',
  forumId: 'Forum',
  topic: 'Topic',
  type: 'Post type',
  hsChapter: 'HS chapter',
  country: 'Country',
  kind: 'Listing type',
  priceBand: 'Price band',
  level: 'Level',
  location: 'Location',
  remote: 'Work mode',
  eventType: 'Event type',
  city: 'City',
  month: 'Month',
};

export const SEARCH_LIMITS = {
  /** Characters in a query. */
  queryMax: 100,
  /** Results per page: default and most. */
  pageDefault: 20,
  pageMax: 50,
  /** Results per kind in the global search (header box and Ctrl/⌘-K). */
  groupSize: 5,
  /** Values listed per facet (the most frequent first). */
  facetValues: 12,
  /** Characters of a body shown around its first matched word. */
  snippetChars: 160,
} as const;

/** How long the header box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 150;
