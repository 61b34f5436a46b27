import { ticketDetailSchema, ticketSchema, type ConciergeTicket, type Member, type TicketDetail, type TicketStatus } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { ticketsOf, ticketsOfInStatus, type ConciergeTicketItem } from './entities/concierge-ticket.js';
import { messagesOf, oldestFirst, type TicketMessageItem } from './entities/ticket-message.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { conciergeData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

// Apart from tickets.ts, so the routes that only read tickets bundle none of the write builders.

export const TICKET_NOT_FOUND = 'Ticket not found';

export const toTicket = (item: ConciergeTicketItem): ConciergeTicket => ticketSchema.parse(item);

/** A ticket of the caller's; another member's (or none) is 404, so ids reveal nothing. */
export async function ownTicket(member: Member, ticketId: string): Promise<ConciergeTicketItem> {
  const { Item } = await conciergeData().conciergeTickets.build(GetItemCommand).key({ id: ticketId }).send();
  if (!Item || Item.userId !== member.id) throw new NotFoundError(TICKET_NOT_FOUND);
  return Item;
}

/** A ticket's thread, oldest first: one Query (all pages) of the ticket's partition. */
export async function readThread(ticketId: string): Promise<TicketMessageItem[]> {
  return oldestFirst(await queryAll(conciergeData().ticketMessages, messagesOf(ticketId)));
}

/** GET /api/concierge-tickets[?status=]: the caller's tickets newest first, one Query. */
export async function listTickets(member: Member, { status, limit, cursor }: PageRequest & { status?: TicketStatus }): Promise<Page<ConciergeTicket>> {
  const query = status ? ticketsOfInStatus(member.id, status) : ticketsOf(member.id);
  const page = await readPage(cursor, () => queryPage(conciergeData().conciergeTickets, query, { limit, cursor }));
  return { items: page.items.map(toTicket), cursor: page.cursor };
}

/** GET /api/concierge-tickets/{id}: the ticket and its thread, oldest first. */
export async function getTicket(member: Member, ticketId: string): Promise<TicketDetail> {
  const ticket = await ownTicket(member, ticketId);
  return ticketDetailSchema.parse({ ...ticket, thread: await readThread(ticketId) });
}
