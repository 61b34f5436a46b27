import { blockMember as route } from '@club/shared/api/network';
import { blockMember } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/members/{memberId}/block. */
export const handler = httpHandler(route, async ({ member, params }) => blockMember(member, params.memberId));
