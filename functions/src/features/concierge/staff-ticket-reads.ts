import { staffTicketDetailSchema, staffTicketSchema, type StaffTicket, type StaffTicketDetail, type TicketStatus } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { ticketsInStatus, type ConciergeTicketItem } from './entities/concierge-ticket.js';
import { queryPage } from '../../platform/db/pages.js';
import { conciergeData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { memberContext } from '../staff/index.js';
import { TICKET_NOT_FOUND, readThread } from './ticket-reads.js';

// Apart from staff-tickets.ts, so the staff console's ticket reads bundle none of its write builders.

export const toStaffTicket = (item: ConciergeTicketItem): StaffTicket => staffTicketSchema.parse(item);

export async function readTicket(ticketId: string): Promise<ConciergeTicketItem> {
  const { Item } = await conciergeData().conciergeTickets.build(GetItemCommand).key({ id: ticketId }).send();
  if (!Item) throw new NotFoundError(TICKET_NOT_FOUND);
  return Item;
}

/**
 * GET /api/staff/concierge-tickets?status=: every member's tickets of one
 * status, one Query on the status index. Newest first: the index sorts by
 * creation, so priority is left to the screen (a page at a time).
 */
export async function listStaffTickets({ status, limit, cursor }: PageRequest & { status: TicketStatus }): Promise<Page<StaffTicket>> {
  const page = await readPage(cursor, () => queryPage(conciergeData().conciergeTickets, ticketsInStatus(status), { limit, cursor }));
  return { items: page.items.map(toStaffTicket), cursor: page.cursor };
}

/** GET /api/staff/concierge-tickets/{id}: the ticket, its thread (oldest first) and who raised it. */
export async function getStaffTicket(ticketId: string): Promise<StaffTicketDetail> {
  const ticket = await readTicket(ticketId);
  const [thread, member] = await Promise.all([readThread(ticketId), memberContext(ticket.userId)]);
  return staffTicketDetailSchema.parse({ ...ticket, thread, member });
}
