import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/staff/members/{id}: one member with their reputation (also the member context of the queues without one). */
export const staffMemberQueryOptions = (memberId: string) => routeQueryOptions('getStaffMember', { params: { memberId } });
export const useStaffMember = (memberId: string) => useQuery(staffMemberQueryOptions(memberId));
