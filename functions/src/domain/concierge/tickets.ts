import { randomUUID } from 'node:crypto';
import {
  ticketDetailSchema,
  ticketMessageSchema,
  ticketSchema,
  type ConciergeTicket,
  type Member,
  type RouteBody,
  type TicketDetail,
  type TicketMessage,
  type TicketStatus,
  type conciergeRoutes,
} from '@club/shared';
import type { ConciergeTicketItem } from '../../db/entities/concierge-ticket.js';
import { isConditionFailed } from '../../db/errors.js';
import { conciergeData } from '../../db/services/concierge.js';
import { writeTransaction } from '../../db/transaction.js';
import { refreshReputation } from '../members/reputation.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { readPage, type Page, type PageRequest } from '../paging.js';

export type TicketInput = RouteBody<typeof conciergeRoutes.createConciergeTicket>;
export const TICKET_NOT_FOUND = 'Ticket not found';
export const TICKET_CLOSED = 'This ticket is closed';
export const TICKET_RATED = 'You have already rated this ticket';
export const TICKET_NOT_RESOLVED = 'You can rate a ticket once it is resolved';

const toTicket = (item: ConciergeTicketItem): ConciergeTicket => ticketSchema.parse(item);

/** A ticket of the caller's; another member's (or none) is 404, so ids reveal nothing. */
async function ownTicket(member: Member, ticketId: string): Promise<ConciergeTicketItem> {
  const { data } = await conciergeData().conciergeTickets.get({ id: ticketId }).go();
  if (!data || data.userId !== member.id) throw new NotFoundError(TICKET_NOT_FOUND);
  return data;
}

/** GET /api/concierge-tickets[?status=]: the caller's tickets newest first, one Query. */
export async function listTickets(member: Member, { status, limit, cursor }: PageRequest & { status?: TicketStatus }): Promise<Page<ConciergeTicket>> {
  const tickets = conciergeData().conciergeTickets;
  const options = { limit, cursor, order: 'desc' } as const;
  const page = await readPage(cursor, () =>
    status ? tickets.query.byMemberStatus({ userId: member.id, status }).go(options) : tickets.query.byMember({ userId: member.id }).go(options),
  );
  return { items: page.data.map(toTicket), cursor: page.cursor };
}

/** The ticket item for a new request (also written inside the darshan submit transaction). */
export function newTicket(member: Member, input: TicketInput & { darshanPlanId?: string }): ConciergeTicketItem {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    userId: member.id,
    category: input.category,
    title: input.title,
    details: input.details,
    priority: input.priority ?? 'medium',
    status: 'open' as const,
    transcript: input.transcript ?? [],
    ...(input.darshanPlanId ? { darshanPlanId: input.darshanPlanId } : {}),
    createdAt: now,
    updatedAt: now,
  };
}

/** POST /api/concierge-tickets: a new open ticket (with the chat transcript when it came from the chat). */
export async function createTicket(member: Member, input: TicketInput): Promise<ConciergeTicket> {
  const item = newTicket(member, input);
  await conciergeData().conciergeTickets.create(item).go();
  return toTicket(item);
}

/** GET /api/concierge-tickets/{id}: the ticket and its thread, oldest first. */
export async function getTicket(member: Member, ticketId: string): Promise<TicketDetail> {
  const ticket = await ownTicket(member, ticketId);
  const { data } = await conciergeData().ticketMessages.query.byTicket({ ticketId }).go({ pages: 'all' });
  return ticketDetailSchema.parse({ ...ticket, thread: data });
}

/**
 * POST /api/concierge-tickets/{id}/messages (Add Update): the message and the
 * ticket's updatedAt in one transaction, only while the ticket is the
 * caller's and not closed (a concurrent close wins: 409, nothing written).
 */
export async function addTicketMessage(member: Member, ticketId: string, body: string): Promise<TicketMessage> {
  const ticket = await ownTicket(member, ticketId);
  if (ticket.status === 'closed') throw new ConflictError(TICKET_CLOSED);
  const { conciergeTickets, ticketMessages } = conciergeData();
  const message = { ticketId, id: randomUUID(), author: 'member' as const, authorId: member.id, body, createdAt: new Date().toISOString() };
  await writeTransaction(
    { conciergeTickets, ticketMessages },
    (tx) => [
      { name: 'message', write: tx.ticketMessages.create(message).commit() },
      {
        name: 'ticket',
        write: tx.conciergeTickets
          .patch({ id: ticketId })
          .set({ updatedAt: message.createdAt })
          .where((attr, op) => `${op.eq(attr.userId, member.id)} AND ${op.ne(attr.status, 'closed')}`)
          .commit(),
      },
    ],
    { ticket: () => new ConflictError(TICKET_CLOSED) },
  );
  return ticketMessageSchema.parse(message);
}

/** POST /api/concierge-tickets/{id}/close: the member closes their own ticket (closing twice is harmless). */
export async function closeTicket(member: Member, ticketId: string): Promise<ConciergeTicket> {
  const ticket = await ownTicket(member, ticketId);
  if (ticket.status === 'closed') return toTicket(ticket);
  const { data } = await conciergeData()
    .conciergeTickets.patch({ id: ticketId })
    .set({ status: 'closed' })
    .composite({ userId: member.id, createdAt: ticket.createdAt })
    .where((attr, op) => op.eq(attr.userId, member.id))
    .go({ response: 'all_new' });
  return toTicket(data);
}

/** Why a ticket cannot be rated: it was rated, or it is neither resolved nor closed after a resolution. */
function ratingRefusal(ticket: ConciergeTicketItem): string | undefined {
  if (ticket.satisfaction !== undefined) return TICKET_RATED;
  const resolved = ticket.status === 'resolved' || (ticket.status === 'closed' && ticket.resolution !== undefined);
  return resolved ? undefined : TICKET_NOT_RESOLVED;
}

/**
 * POST /api/concierge-tickets/{id}/rate: the member rates their resolved
 * ticket 1–5, once. One conditional write decides it (`satisfaction` absent,
 * still resolved), so of two concurrent ratings, or a rating and a reopen,
 * one wins and the other is a 409 saying why.
 */
export async function rateTicket(member: Member, ticketId: string, satisfaction: number): Promise<ConciergeTicket> {
  const ticket = await ownTicket(member, ticketId);
  const refusal = ratingRefusal(ticket);
  if (refusal) throw new ConflictError(refusal);
  try {
    const { data } = await conciergeData()
      .conciergeTickets.patch({ id: ticketId })
      .set({ satisfaction, updatedAt: new Date().toISOString() })
      .where(
        (attr, op) =>
          `${op.eq(attr.userId, member.id)} AND ${op.notExists(attr.satisfaction)} AND (${op.eq(attr.status, 'resolved')} OR (${op.eq(attr.status, 'closed')} AND ${op.exists(attr.resolution)}))`,
      )
      .go({ response: 'all_new' });
    await refreshReputation(member.id);
    return toTicket(data);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    throw new ConflictError(ratingRefusal(await ownTicket(member, ticketId)) ?? TICKET_RATED);
  }
}
