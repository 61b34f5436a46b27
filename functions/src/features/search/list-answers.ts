import type { DirectoryMember, Member, StaffMember } from '@club/shared';
import type { Page } from '../../platform/paging.js';
import { searchMembersAs } from './member-search.js';
import { toStaffMemberResult } from './results.js';
import { staffMembersIndex } from './kinds/members.js';
import { runSearch } from './run-search.js';

interface DirectoryAsk {
  q: string;
  limit: number;
  cursor?: string | undefined;
  chapter?: string | undefined;
  badge?: string | undefined;
  verified?: 'true' | 'false' | undefined;
}

/**
 * The directory's list with text (GET /api/members?q=), answered from the
 * members index so a name is found however far down the list it is; same
 * items and paging header as the list, the cursor the next offset.
 */
export async function directoryByText(member: Member, { q, limit, cursor, chapter, badge, verified }: DirectoryAsk): Promise<Page<DirectoryMember>> {
  // The list's verified=false means "no filter" (it only ever narrows to verified members).
  const filters = { chapter, badge, verified: verified === 'true' ? 'true' : undefined };
  const { answer, cursor: next } = await searchMembersAs(member, { q, limit, cursor, filters });
  return { items: answer.results.map((result) => result.member), cursor: next ?? null };
}

/** The staff console's member list with text (GET /api/staff/members?q=), from the staff index (hidden and suspended members too). */
export async function staffDirectoryByText(
  member: Member,
  { q, limit, cursor, verified }: Omit<DirectoryAsk, 'chapter' | 'badge'>,
): Promise<Page<StaffMember>> {
  const { answer, cursor: next } = await runSearch(staffMembersIndex, member, { q, limit, cursor, filters: { verified } }, { staff: true });
  return { items: answer.results.map((result) => toStaffMemberResult(result).member), cursor: next ?? null };
}
