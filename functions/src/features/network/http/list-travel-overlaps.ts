import { listTravelOverlaps as route } from '@club/shared/api/network';
import { listTravelOverlaps } from '../travel.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/travel-plans/{planId}/overlaps: who is there at the same time. */
export const handler = httpHandler(route, async ({ member, params, query }) => {
  const page = await listTravelOverlaps(member, params.planId, query);
  return reply.page(page.items, page.cursor);
});
