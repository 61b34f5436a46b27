import { networkRoutes } from '@club/shared';
import { relationship } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/network/members/{memberId}: how the caller stands with a member. */
export const handler = httpHandler(networkRoutes.getRelationship, async ({ member, params }) => relationship(member, params.memberId));
