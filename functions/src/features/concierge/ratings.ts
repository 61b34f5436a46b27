import { ticketsOf } from './entities/concierge-ticket.js';
import { queryAll } from '../../platform/db/pages.js';
import { conciergeData } from './data.js';

/** The satisfaction (1–5) the member gave each of their rated tickets: one Query, filtered to rated tickets. */
export async function ticketRatingsOf(memberId: string): Promise<number[]> {
  const rated = await queryAll(conciergeData().conciergeTickets, ticketsOf(memberId), { filter: { attr: 'satisfaction', exists: true } });
  return rated.flatMap((ticket) => (ticket.satisfaction === undefined ? [] : [ticket.satisfaction]));
}
