import { conciergeRoutes } from '@club/shared';
import { createTicket } from '../../domain/concierge/tickets.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';
import { countMetric } from '../../lib/metrics.js';

/** POST /api/concierge-tickets: raise a request. */
export const handler = httpHandler(conciergeRoutes.createConciergeTicket, async ({ member, body }) => {
  const ticket = await createTicket(member, body);
  countMetric('TicketsOpened');
  return reply.created(ticket);
});
