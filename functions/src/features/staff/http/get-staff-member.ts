import { staffMemberRoutes } from '@club/shared';
import { ticketRatingsOf } from '../../concierge/index.js';
import { getStaffMember } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/members/{memberId}: one member with their reputation. */
export const handler = httpHandler(staffMemberRoutes.getStaffMember, async ({ params }) => getStaffMember(params.memberId, ticketRatingsOf));
