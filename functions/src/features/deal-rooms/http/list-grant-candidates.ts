import { listGrantCandidates as route } from '@club/shared/api/deal-rooms';
import { listGrantCandidates } from '../grants-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/grant-candidates: members the founder may share the room with. */
export const handler = httpHandler(route, async ({ member, params }) => listGrantCandidates(member, params.dealId));
