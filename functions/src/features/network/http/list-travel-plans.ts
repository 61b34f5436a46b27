import { listTravelPlans as route } from '@club/shared/api/network';
import { listTravelPlans } from '../travel.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/travel-plans: the caller’s plans. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listTravelPlans(member, query);
  return reply.page(page.items, page.cursor);
});
