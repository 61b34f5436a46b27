import type { SearchHit, SearchKind } from '@club/shared';
import { paths } from '../../config/paths';

/** Each kind's search page: where "See all" leads, with the text in `q` so the link can be shared. */
const KIND_PAGES: Record<SearchKind, string> = {
  members: paths.directory.path,
  posts: paths.forums.path,
  listings: paths.marketplace.path,
  jobs: paths.jobs.path,
  events: paths.events.path,
};

export const kindSearchUrl = (kind: SearchKind, q: string): string => `${KIND_PAGES[kind]}?${new URLSearchParams({ q }).toString()}`;

/**
 * Where a global-search hit opens. Posts and events open over their pages
 * (`/forums?post=`, `/events?event=`, the hit's own href); members, listings
 * and jobs have no page of their own, so they open as the kind's search for
 * the hit's title, which shows it first.
 */
export const hitUrl = (hit: SearchHit): string => (hit.kind === 'posts' || hit.kind === 'events' ? hit.href : kindSearchUrl(hit.kind, hit.title));
