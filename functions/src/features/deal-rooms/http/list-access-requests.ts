import { listAccessRequests as route } from '@club/shared/api/deal-rooms';
import { listAccessRequests } from '../requests-reads.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/deals/{dealId}/access-requests: requests to the founder's room, pending first. */
export const handler = httpHandler(route, async ({ member, params }) => listAccessRequests(member, params.dealId));
