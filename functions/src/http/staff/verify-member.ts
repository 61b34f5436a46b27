import { staffMemberRoutes } from '@club/shared';
import { verifyMember } from '../../domain/members/staff.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/staff/members/{memberId}/verify: verify a member or take it back (audited). */
export const handler = httpHandler(staffMemberRoutes.verifyMember, async (input) =>
  verifyMember(actorOf(input), input.params.memberId, input.body.verified),
);
