import type { SearchKind } from '@club/shared/search/constants';
import type { FacetValue, Highlights } from '@club/shared/api/search';
import type { DirectoryMember } from '@club/shared/api/members';
import type { Post, Reply } from '@club/shared/api/forums';
import type { TradeListing } from '@club/shared/api/marketplace';
import type { Job } from '@club/shared/api/jobs';
import type { ClubEvent } from '@club/shared/api/events';
import type { StaffMember } from '@club/shared/api/staff-members';

/**
 * The seam between the search pipeline (stream, deltas, snapshots, routes) and
 * the in-memory engine: what each index holds per document, as the API answers
 * it, and what a search asks and gets back.
 */

/** The member kinds' one index each, plus the staff console's own index of every member with the staff fields. */
export type IndexKind = SearchKind | 'staffMembers';

/**
 * What one document of each index is made from. Only what the member shows in
 * the directory goes into `members` (the pipeline removes hidden, suspended
 * and deleted members); `staffMembers` holds everyone with the staff fields.
 */
export interface IndexSources {
  members: DirectoryMember;
  staffMembers: StaffMember & { title?: string; companyId?: string };
  /** A post, or a reply (its id is the reply's; the engine answers it with its post from the same index). */
  posts: { post: Post } | { reply: Reply };
  listings: TradeListing;
  jobs: Job;
  /** Active events only (a deactivated event is removed); `myRsvpStatus` is never stored. */
  events: Omit<ClubEvent, 'myRsvpStatus'>;
}

/** A change to one document: `source` absent means removed. */
export interface IndexChange<K extends IndexKind = IndexKind> {
  kind: K;
  id: string;
  source?: IndexSources[K];
}

/** What a search asks of one index. Filters are the kind's facet names (SEARCH_FACETS) with one value each. */
export interface EngineQuery {
  q: string;
  filters: Record<string, string | undefined>;
  limit: number;
  offset: number;
  /** Events: `upcoming` keeps events not yet ended at `now`, `past` the ended ones. */
  when?: 'upcoming' | 'past' | 'all';
  now: Date;
  /** Members the caller blocked or who blocked them: never answered, nor their posts. */
  excludeMemberIds?: ReadonlySet<string>;
}

export interface EngineResult<K extends IndexKind> {
  source: IndexSources[K];
  /** For a reply hit: the post it belongs to. */
  post?: Post;
  highlights: Highlights;
}

export interface EngineAnswer<K extends IndexKind> {
  total: number;
  results: EngineResult<K>[];
  facets: Record<string, FacetValue[]>;
  didYouMean?: string;
}
