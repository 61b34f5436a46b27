import type { MemberRole } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';
import { labelOf } from '@club/shared';

/** POST /api/admin/members/{id}/role (admins): grant or revoke staff and admin; the colleagues list changes with it. */
export const useSetMemberRole = (memberId: string) =>
  useStaffWrite('setMemberRole', {
    input: (role: MemberRole) => ({ params: { memberId }, body: { role } }),
    refresh: [routeKey('listStaffMembers'), routeKey('searchStaffMembers'), routeKey('listColleagues')],
    successTitle: (role) => `Role set to ${labelOf(role)}`,
  });
