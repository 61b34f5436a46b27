import { listConciergeTickets as route } from '@club/shared/api/concierge';
import { listTickets } from '../ticket-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/concierge-tickets[?status=]: the caller's tickets. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listTickets(member, query);
  return reply.page(page.items, page.cursor);
});
