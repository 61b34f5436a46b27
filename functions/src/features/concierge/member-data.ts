import { all, closeIfOpen, each, type MemberDataSection } from '../../platform/db/member-data.js';
import { conciergeData } from './data.js';
import { ticketsOf } from './entities/concierge-ticket.js';
import { messagesOf } from './entities/ticket-message.js';

const tickets = (memberId: string) => all(conciergeData().conciergeTickets, ticketsOf(memberId));

/** What the concierge keeps about a member: their tickets and their threads. Erasure closes the open tickets: staff no longer work on them. */
export const conciergeMemberData: MemberDataSection = {
  kinds: [
    { kind: 'concierge-tickets', about: 'Your concierge tickets', fate: 'custom', read: tickets },
    {
      kind: 'ticket-messages',
      about: 'The messages of your concierge tickets',
      fate: 'keep',
      read: async (id) => each(await tickets(id), (ticket) => all(conciergeData().ticketMessages, messagesOf(String(ticket.id)))),
    },
  ],
  erase: {
    name: 'concierge-tickets',
    when: 'first',
    run: async ({ id }) => {
      for (const ticket of await tickets(id)) await closeIfOpen(conciergeData().conciergeTickets, ticket, ['open', 'assigned', 'in_progress'], 'closed');
    },
  },
};
