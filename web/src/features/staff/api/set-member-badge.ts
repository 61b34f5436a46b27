import type { Badge } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';
import { labelOf } from '@club/shared';

/** POST /api/staff/members/{id}/badges: confirm a self-declared badge, or remove it. */
export const useSetMemberBadge = (memberId: string) =>
  useStaffWrite('setMemberBadge', {
    input: (body: { badge: Badge; action: 'confirm' | 'remove' }) => ({ params: { memberId }, body }),
    refresh: [routeKey('listStaffMembers'), routeKey('searchStaffMembers')],
    successTitle: ({ badge, action }) => `${labelOf(badge)} badge ${action === 'confirm' ? 'confirmed' : 'removed'}`,
  });
