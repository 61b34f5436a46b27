import { ConciergeTicketEntity } from './concierge-ticket.js';
import { DarshanPlanEntity } from './darshan-plan.js';
import { RoomRequestEntity } from './room-request.js';
import { TicketMessageEntity } from './ticket-message.js';

/** Darshan plans, concierge tickets and their threads, room-night requests, registered with db(). */
export const conciergeEntities = {
  darshanPlans: DarshanPlanEntity,
  conciergeTickets: ConciergeTicketEntity,
  ticketMessages: TicketMessageEntity,
  roomRequests: RoomRequestEntity,
};
