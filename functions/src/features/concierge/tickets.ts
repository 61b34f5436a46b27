import { randomUUID } from 'node:crypto';
import { ticketMessageSchema, type ConciergeTicket, type Member, type RouteBodyParsed, type TicketMessage, type conciergeRoutes } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { ConciergeTicketItem } from './entities/concierge-ticket.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { conciergeData } from './data.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { exists, isNew } from '../../platform/db/conditions.js';
import { personOf, refreshReputation } from '../members/index.js';
import { ticketRatingsOf } from './ratings.js';
import { ConflictError } from '../../platform/lib/errors.js';
import { countFirstResponse } from './response-time.js';
import { ownTicket, toTicket } from './ticket-reads.js';

export type TicketParsed = RouteBodyParsed<typeof conciergeRoutes.createConciergeTicket>;
export const TICKET_CLOSED = 'This ticket is closed';
export const TICKET_RATED = 'You have already rated this ticket';
export const TICKET_NOT_RESOLVED = 'You can rate a ticket once it is resolved';

/** The ticket item for a new request (also written inside the darshan submit transaction). */
export function newTicket(member: Member, input: TicketParsed & { darshanPlanId?: string }): ConciergeTicketItem {
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
    requester: personOf(member),
    createdAt: now,
    updatedAt: now,
  };
}

/** The put of a new ticket (from `newTicket`) inside another feature's transaction; it fails its condition only if the id exists. */
export const newTicketWrite = (ticket: ConciergeTicketItem): NamedWrite<'ticket'> => ({
  name: 'ticket',
  write: conciergeData().conciergeTickets.build(PutTransaction).item(ticket).options({ condition: isNew }),
});

/** POST /api/concierge-tickets: a new open ticket (with the chat transcript when it came from the chat). */
export async function createTicket(member: Member, input: TicketParsed): Promise<ConciergeTicket> {
  const item = newTicket(member, input);
  await conciergeData().conciergeTickets.build(PutItemCommand).item(item).options({ condition: isNew }).send();
  return toTicket(item);
}

/**
 * POST /api/concierge-tickets/{id}/messages (Add Update): the message and the
 * ticket's updatedAt in one transaction, only while the ticket is the
 * caller's and not closed (a concurrent close wins: 409, nothing written).
 */
export async function addTicketMessage(member: Member, ticketId: string, body: string): Promise<TicketMessage> {
  const ticket = await ownTicket(member, ticketId);
  if (ticket.status === 'closed') throw new ConflictError(TICKET_CLOSED);
  return appendMessage(ticketId, { author: 'member', authorId: member.id, owner: member.id }, body);
}

/**
 * A message in a ticket's thread and the ticket's updatedAt, with `also` (an
 * audit item, a notification) in one transaction, only while the ticket is
 * not closed and, given an `owner`, still theirs: else 409, nothing written.
 * `firstResponseTo` (the ticket's createdAt) makes it the team's first reply:
 * the ticket's `firstResponseAt` is set only where absent and the club's
 * response-time counters move in the same transaction (a 409 if another
 * reply was first).
 */
export async function appendMessage(
  ticketId: string,
  by: { author: 'member' | 'staff'; authorId: string; owner?: string },
  body: string,
  also: (message: { id: string }) => NamedWrite[] = () => [],
  firstResponseTo?: string,
): Promise<TicketMessage> {
  const { conciergeTickets, ticketMessages } = conciergeData();
  const message = { ticketId, id: randomUUID(), author: by.author, authorId: by.authorId, body, createdAt: new Date().toISOString() };
  const notClosed = { attr: 'status', ne: 'closed' } as const;
  const first = firstResponseTo === undefined ? undefined : ({ attr: 'firstResponseAt', exists: false } as const);
  const conditions = [exists, ...(by.owner ? [{ attr: 'userId', eq: by.owner } as const] : []), notClosed, ...(first ? [first] : [])];
  await writeTransaction(
    [
      { name: 'message', write: ticketMessages.build(PutTransaction).item(message).options({ condition: isNew }) },
      {
        name: 'ticket',
        write: conciergeTickets
          .build(UpdateTransaction)
          .item({ id: ticketId, updatedAt: message.createdAt, ...(first ? { firstResponseAt: message.createdAt } : {}) })
          .options({ condition: { and: conditions } }),
      },
      ...(firstResponseTo === undefined ? [] : countFirstResponse(firstResponseTo, message.createdAt)),
      ...also(message),
    ],
    { ticket: () => new ConflictError(TICKET_CLOSED) },
  );
  return ticketMessageSchema.parse(message);
}

/** POST /api/concierge-tickets/{id}/close: the member closes their own ticket (closing twice is harmless). */
export async function closeTicket(member: Member, ticketId: string): Promise<ConciergeTicket> {
  const ticket = await ownTicket(member, ticketId);
  if (ticket.status === 'closed') return toTicket(ticket);
  const { Attributes } = await conciergeData()
    .conciergeTickets.build(UpdateItemCommand)
    // userId (unchanged) goes with status: the member's status index is keyed by both.
    .item({ id: ticketId, userId: member.id, status: 'closed' })
    .options({ condition: { and: [exists, { attr: 'userId', eq: member.id }] }, returnValues: 'ALL_NEW' })
    .send();
  return toTicket(Attributes!);
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
    const { Attributes } = await conciergeData()
      .conciergeTickets.build(UpdateItemCommand)
      .item({ id: ticketId, satisfaction })
      .options({
        condition: {
          and: [
            exists,
            { attr: 'userId', eq: member.id },
            { attr: 'satisfaction', exists: false },
            {
              or: [
                { attr: 'status', eq: 'resolved' },
                {
                  and: [
                    { attr: 'status', eq: 'closed' },
                    { attr: 'resolution', exists: true },
                  ],
                },
              ],
            },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    await refreshReputation(member.id, ticketRatingsOf);
    return toTicket(Attributes!);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    throw new ConflictError(ratingRefusal(await ownTicket(member, ticketId)) ?? TICKET_RATED);
  }
}
