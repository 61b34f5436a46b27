import { setMemberBadge as route } from '@club/shared/api/staff-members';
import { refreshAuthorsOnMemberWrite } from '../../forums/index.js';
import { setMemberBadge } from '../../members/index.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/staff/members/{memberId}/badges: confirm or remove a self-declared badge (audited). */
export const handler = httpHandler(route, async (input) =>
  setMemberBadge(actorOf(input), input.params.memberId, input.body.badge, input.body.action, refreshAuthorsOnMemberWrite),
);
