import type { StaffTicket, StaffTicketStatusInput, TicketMessage, TicketStatus } from '@club/shared';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { ConciergeTicketItem } from './entities/concierge-ticket.js';
import { conciergeData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError } from '../../platform/lib/errors.js';
import { auditWrite, changes, type Actor } from '../audit/index.js';
import { notice, quoted, type NotificationDraft } from '../notifications/index.js';
import { mailRecipient, mailToMember, readStoredMember } from '../members/index.js';
import { CONCIERGE_TEAM, type MailRequest, type RequestOutcome, requestMail } from '../requests/index.js';
import { exists } from '../../platform/db/conditions.js';
import { TICKET_CLOSED, appendMessage } from './tickets.js';
import { readTicket, toStaffTicket } from './staff-ticket-reads.js';

const readable = (status: TicketStatus) => status.replace('_', ' ');
/** The 409 of a transition whose `from` is no longer the ticket's status. */
const movedOn = (status: TicketStatus) => new ConflictError(`Another staff member got there first: this ticket is now ${readable(status)}`);
/** Where the member's notification takes them. */
const ticketLink = (ticketId: string) => `/concierge?ticket=${encodeURIComponent(ticketId)}`;
/** The ticket as the member's mails name it. */
const mailedTicket = (ticket: ConciergeTicketItem): MailRequest => ({ kind: 'concierge', title: ticket.title, path: ticketLink(ticket.id) });

/** The statuses each staff transition may start from. */
const FROM = {
  assigned: ['open', 'assigned', 'in_progress'],
  in_progress: ['open', 'assigned'],
  resolved: ['assigned', 'in_progress'],
  open: ['resolved', 'closed'],
} as const satisfies Record<'assigned' | StaffTicketStatusInput['status'], readonly TicketStatus[]>;

interface Move {
  /** The status the screen showed. */
  from: TicketStatus;
  to: keyof typeof FROM;
  action: string;
  /** Fields besides status the move sets. */
  set?: { assignedTo?: string; resolution?: string };
  /** Reopening drops the resolution: it no longer holds, and the rating rule reads it. */
  dropResolution?: boolean;
  /** What the member is told: an outcome (resolved) or its reversal (reopened); the team's own steps (assigned, in progress) tell nothing. */
  notify?: Omit<NotificationDraft, 'userId' | 'kind' | 'link'>;
  /** The member's mail of an outcome (not of a reopening: the ticket goes on). */
  mail?: { status: RequestOutcome; details?: string };
}

/**
 * One staff transition: the ticket's change conditioned on the status the
 * client sent in `from`, its audit entry and the member's notification, in
 * one transaction. A stale `from` (checked first, and again by the write's
 * condition against a concurrent move) is a 409 naming the current status.
 */
async function moveTicket(actor: Actor, ticket: ConciergeTicketItem, move: Move): Promise<StaffTicket> {
  if (ticket.status !== move.from) throw movedOn(ticket.status);
  if (!(FROM[move.to] as readonly TicketStatus[]).includes(move.from)) {
    throw new ConflictError(`A ticket that is ${readable(move.from)} cannot become ${readable(move.to)}`);
  }
  const set = { status: move.to, ...move.set };
  const updatedAt = new Date().toISOString();
  const { conciergeTickets } = conciergeData();
  const recipient = move.mail ? await mailRecipient(ticket.userId) : undefined;
  const written = await writeTransaction(
    [
      {
        name: 'ticket',
        write: conciergeTickets
          .build(UpdateTransaction)
          // userId (unchanged) goes with status: the member's status index is keyed by both.
          .item({ id: ticket.id, userId: ticket.userId, ...set, updatedAt, ...(move.dropResolution ? { resolution: $remove() } : {}) })
          .options({ condition: { and: [exists, { attr: 'status', eq: move.from }] } }),
      },
      auditWrite(actor, {
        action: move.action,
        targetType: 'concierge_ticket',
        targetId: ticket.id,
        ...changes(ticket, { ...set, ...(move.dropResolution ? { resolution: undefined } : {}) }),
      }),
      ...notice('request.ticket_status', {
        bell: move.notify ? [{ ...move.notify, userId: ticket.userId, link: ticketLink(ticket.id) }] : [],
        mail: move.mail
          ? mailToMember(recipient, (to, memberName) =>
              requestMail.write({
                template: 'request-status',
                ...to,
                data: { memberName, request: mailedTicket(ticket), ...move.mail!, from: CONCIERGE_TEAM },
              }),
            )
          : [],
        actorId: actor.member.id,
      }),
    ],
    { ticket: 'accept' },
  );
  if (!written) throw movedOn((await readTicket(ticket.id)).status);
  const { resolution, ...rest } = ticket;
  return toStaffTicket({ ...rest, ...(move.dropResolution ? {} : { resolution }), ...set, updatedAt });
}

/** A colleague the ticket may go to: a member whose role is staff or admin (anyone else is a 400). */
async function assignee(actor: Actor, assigneeId: string | undefined) {
  if (!assigneeId || assigneeId === actor.member.id) return actor.member;
  const Item = await readStoredMember(assigneeId);
  if (Item?.role !== 'staff' && Item?.role !== 'admin') {
    throw new BadRequestError('Invalid request', [{ path: ['body', 'assigneeId'], message: 'Tickets can only be assigned to club staff' }]);
  }
  return Item;
}

/** POST /api/staff/concierge-tickets/{id}/assign: to the caller or a colleague; open, assigned or in progress → assigned. */
export async function assignTicket(
  actor: Actor,
  ticketId: string,
  { assigneeId, from }: { assigneeId?: string | undefined; from: TicketStatus },
): Promise<StaffTicket> {
  const [ticket, colleague] = await Promise.all([readTicket(ticketId), assignee(actor, assigneeId)]);
  return moveTicket(actor, ticket, {
    from,
    to: 'assigned',
    action: 'ticket.assign',
    set: { assignedTo: colleague.id },
    // The member is told of replies and of the outcome, not of the team's own steps (the ticket shows its status).
  });
}

/** POST /api/staff/concierge-tickets/{id}/status: in progress, resolved with a resolution, or reopened. */
export async function setStaffTicketStatus(actor: Actor, ticketId: string, body: StaffTicketStatusInput): Promise<StaffTicket> {
  const ticket = await readTicket(ticketId);
  const title = quoted(ticket.title);
  switch (body.status) {
    case 'in_progress':
      return moveTicket(actor, ticket, { from: body.from, to: 'in_progress', action: 'ticket.start' });
    case 'resolved':
      return moveTicket(actor, ticket, {
        from: body.from,
        to: 'resolved',
        action: 'ticket.resolve',
        set: { resolution: body.resolution },
        notify: { title: `Your request ${title} is resolved`, body: body.resolution },
        mail: { status: 'resolved', details: body.resolution },
      });
    case 'open':
      return moveTicket(actor, ticket, {
        from: body.from,
        to: 'open',
        action: 'ticket.reopen',
        dropResolution: true,
        notify: { title: `Your request ${title} has been reopened` },
      });
  }
}

/**
 * POST /api/staff/concierge-tickets/{id}/messages: a staff reply in the
 * thread, the ticket's updatedAt, the audit entry and the member's
 * notification in one transaction; never on a closed ticket (409).
 */
export async function replyToTicket(actor: Actor, ticketId: string, body: string): Promise<TicketMessage> {
  const ticket = await readTicket(ticketId);
  if (ticket.status === 'closed') throw new ConflictError(TICKET_CLOSED);
  const recipient = await mailRecipient(ticket.userId);
  const reply = (firstResponseTo?: string) =>
    appendMessage(
      ticketId,
      { author: 'staff', authorId: actor.member.id },
      body,
      (message) => [
        auditWrite(actor, { action: 'ticket.reply', targetType: 'concierge_ticket', targetId: ticketId, after: { messageId: message.id } }),
        // The member sees replies as the team's, so the mail names no staff member.
        ...notice('request.reply', {
          bell: [{ userId: ticket.userId, title: `New reply on ${quoted(ticket.title)}`, body, link: ticketLink(ticketId) }],
          mail: mailToMember(recipient, (to, memberName) =>
            requestMail.write({ template: 'request-reply', ...to, data: { memberName, request: mailedTicket(ticket), reply: body, from: CONCIERGE_TEAM } }),
          ),
          actorId: actor.member.id,
        }),
      ],
      firstResponseTo,
    );
  if (ticket.firstResponseAt !== undefined) return reply();
  try {
    return await reply(ticket.createdAt);
  } catch (error) {
    // A colleague's reply may have been the first meanwhile: this one is then an ordinary reply.
    if (!(error instanceof ConflictError)) throw error;
    const now = await readTicket(ticketId);
    if (now.status === 'closed' || now.firstResponseAt === undefined) throw error;
    return reply();
  }
}
