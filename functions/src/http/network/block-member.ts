import { networkRoutes } from '@club/shared';
import { blockMember } from '../../domain/network/connections.js';
import { httpHandler } from '../handler.js';

/** POST /api/network/members/{memberId}/block. */
export const handler = httpHandler(networkRoutes.blockMember, async ({ member, params }) => blockMember(member, params.memberId));
