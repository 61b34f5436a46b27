import type { ClubStats, DirectoryMember, MemberActivity } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { usePagedListByKey } from '../../../lib/paged-list';

/** The member's own counts (Your Posts, Your Listings, saved items, applications). */
export const useMyActivity = () => useQuery<MemberActivity>({ queryKey: ['/api/members/me/activity'] });

/** Club-wide counts (directory statistics, market overview, job market). */
export const useClubStats = () => useQuery<ClubStats>({ queryKey: ['/api/stats'] });

export interface MemberFilter {
  q?: string;
  badge?: string;
  chapter?: string;
  verified?: 'true';
  limit?: number;
}

/** Members newest first, searched and filtered. */
export const useMembers = (filter: MemberFilter = {}) => usePagedListByKey<DirectoryMember>(['/api/members', filter]);
