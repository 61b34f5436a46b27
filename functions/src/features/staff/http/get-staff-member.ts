import { getStaffMember as route } from '@club/shared/api/staff-members';
import { ticketRatingsOf } from '../../concierge/index.js';
import { getStaffMember } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/staff/members/{memberId}: one member with their reputation. */
export const handler = httpHandler(route, async ({ params }) => getStaffMember(params.memberId, ticketRatingsOf));
