import { routes } from '@club/shared';
import { blockMember } from '../../domain/network/connections.js';
import { httpHandler } from '../handler.js';

/** POST /api/network/members/{memberId}/block. */
export const handler = httpHandler(routes.blockMember, async ({ member, params }) => blockMember(member, params.memberId));
