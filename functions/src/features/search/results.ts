import { displayName, staffMemberSchema } from '@club/shared';
import type { EventResult, JobResult, ListingResult, PostResult, StaffMemberResult } from '@club/shared/api/search';
import type { EngineResult } from './engine/types.js';

/** Each kind's engine result as its route answers it. */

/** A post hit, or a reply hit answered with its post (and which reply, under `reply`). */
export function toPostResult(result: EngineResult<'posts'>): PostResult | undefined {
  const { source, highlights } = result;
  if ('post' in source) return { post: source.post, highlights };
  // The engine finds a reply's post in the same index; a reply whose post is gone is left out.
  if (!result.post) return undefined;
  const { reply } = source;
  return { post: result.post, reply: { id: reply.id, authorName: displayName(reply.author), createdAt: reply.createdAt }, highlights };
}

export const toListingResult = (result: EngineResult<'listings'>): ListingResult => ({ listing: result.source, highlights: result.highlights });
export const toJobResult = (result: EngineResult<'jobs'>): JobResult => ({ job: result.source, highlights: result.highlights });
export const toEventResult = (result: EngineResult<'events'>): EventResult => ({ event: result.source, highlights: result.highlights });
/** The staff card alone: the index's extra fields (title, company id) are for finding and faceting only. */
export const toStaffMemberResult = (result: EngineResult<'staffMembers'>): StaffMemberResult => ({
  member: staffMemberSchema.parse(result.source),
  highlights: result.highlights,
});
