import { setMemberRole as route } from '@club/shared/api/staff-members';
import { setMemberRole } from '../../members/index.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/admin/members/{memberId}/role: admins grant or revoke staff and admin roles (audited). */
export const handler = httpHandler(route, async (input) => setMemberRole(actorOf(input), input.params.memberId, input.body.role));
