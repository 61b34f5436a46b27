import type { SearchKind } from '@club/shared';
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
