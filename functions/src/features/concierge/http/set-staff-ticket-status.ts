import { setStaffTicketStatus as route } from '@club/shared/api/staff';
import { setStaffTicketStatus } from '../staff-tickets.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';
import { countMetric } from '../../../platform/lib/metrics.js';

/** POST /api/staff/concierge-tickets/{ticketId}/status: in progress, resolved or reopened. */
export const handler = httpHandler(route, async (input) => {
  const ticket = await setStaffTicketStatus(actorOf(input), input.params.ticketId, input.body);
  if (input.body.status === 'resolved') countMetric('TicketsResolved');
  return ticket;
});
