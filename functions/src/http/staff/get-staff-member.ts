import { staffMemberRoutes } from '@club/shared';
import { getStaffMember } from '../../domain/members/staff.js';
import { httpHandler } from '../handler.js';

/** GET /api/staff/members/{memberId}: one member with their reputation. */
export const handler = httpHandler(staffMemberRoutes.getStaffMember, async ({ params }) => getStaffMember(params.memberId));
