import { staffMemberRoutes } from '@club/shared';
import { refreshAuthorsOnMemberWrite } from '../../domain/forums/authors.js';
import { setMemberBadge } from '../../domain/members/staff.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/staff/members/{memberId}/badges: confirm or remove a self-declared badge (audited). */
export const handler = httpHandler(staffMemberRoutes.setMemberBadge, async (input) =>
  setMemberBadge(actorOf(input), input.params.memberId, input.body.badge, input.body.action, refreshAuthorsOnMemberWrite),
);
