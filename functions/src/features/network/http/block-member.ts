import { networkRoutes } from '@club/shared';
import { blockMember } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/members/{memberId}/block. */
export const handler = httpHandler(networkRoutes.blockMember, async ({ member, params }) => blockMember(member, params.memberId));
