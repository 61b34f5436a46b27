import { conciergeRoutes } from '@club/shared';
import { listTickets } from '../tickets.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/concierge-tickets[?status=]: the caller's tickets. */
export const handler = httpHandler(conciergeRoutes.listConciergeTickets, async ({ member, query }) => {
  const page = await listTickets(member, query);
  return reply.page(page.items, page.cursor);
});
