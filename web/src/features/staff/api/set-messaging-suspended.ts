import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** PUT /api/staff/members/{id}/messaging: suspend a member from sending messages (they still read them), or lift it. */
export const useSetMessagingSuspended = (memberId: string) =>
  useStaffWrite('setMessagingSuspended', {
    input: (suspended: boolean) => ({ params: { memberId }, body: { suspended } }),
    // The member's detail reads under the members list's key; open reports show whether their sender is suspended.
    refresh: [routeKey('listStaffMembers'), routeKey('searchStaffMembers'), routeKey('listMessageReports')],
    successTitle: (suspended) => (suspended ? 'Suspended from messaging' : 'Messaging suspension lifted'),
  });
