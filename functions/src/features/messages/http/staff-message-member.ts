import { staffMessageMember as route } from '@club/shared/api/messages';
import { staffMessageMember } from '../staff.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/staff/members/{memberId}/messages: a staff member writes to any member. */
export const handler = httpHandler(route, async ({ member, params, body }) => reply.created(await staffMessageMember(member, params.memberId, body)));
