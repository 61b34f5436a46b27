import { createConciergeTicket as route } from '@club/shared/api/concierge';
import { createTicket } from '../tickets.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { countMetric } from '../../../platform/lib/metrics.js';

/** POST /api/concierge-tickets: raise a request. */
export const handler = httpHandler(route, async ({ member, body }) => {
  const ticket = await createTicket(member, body);
  countMetric('TicketsOpened');
  return reply.created(ticket);
});
