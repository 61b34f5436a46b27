import { listDealTimeline as route } from '@club/shared/api/deal-rooms';
import { listDealTimeline } from '../deals-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/deals/{dealId}/timeline: the deal's timeline, newest first. */
export const handler = httpHandler(route, async ({ member, params, query }) => {
  const page = await listDealTimeline(member, params.dealId, query);
  return reply.page(page.items, page.cursor);
});
