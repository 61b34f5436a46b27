import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST /api/admin/members/{id}/suspension (admins): suspend a member (signed out everywhere, no mail, in no list) or reinstate them. */
export const useSetMemberSuspension = (memberId: string) =>
  useStaffWrite('setMemberSuspension', {
    input: (suspended: boolean) => ({ params: { memberId }, body: { suspended } }),
    refresh: [routeKey('listStaffMembers'), routeKey('searchStaffMembers')],
    successTitle: (suspended) => (suspended ? 'Member suspended' : 'Member reinstated'),
  });
