import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST /api/staff/members/{id}/verify: verify a member, or take it back. */
export const useVerifyMember = (memberId: string) =>
  useStaffWrite('verifyMember', {
    input: (verified: boolean) => ({ params: { memberId }, body: { verified } }),
    refresh: [routeKey('listStaffMembers'), routeKey('searchStaffMembers')],
    successTitle: (verified) => (verified ? 'Member verified' : 'Verification removed'),
  });
