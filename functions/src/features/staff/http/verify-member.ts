import { verifyMember as route } from '@club/shared/api/staff-members';
import { ticketRatingsOf } from '../../concierge/index.js';
import { verifyMember } from '../../members/index.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/members/{memberId}/verify: verify a member or take it back (audited). */
export const handler = httpHandler(route, async (input) => verifyMember(actorOf(input), input.params.memberId, input.body.verified, ticketRatingsOf));
