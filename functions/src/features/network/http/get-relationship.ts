import { getRelationship as route } from '@club/shared/api/network';
import { relationship } from '../connection-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/network/members/{memberId}: how the caller stands with a member. */
export const handler = httpHandler(route, async ({ member, params }) => relationship(member, params.memberId));
