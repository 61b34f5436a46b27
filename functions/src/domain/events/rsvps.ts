import { randomBytes, randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  EVENT_LIMITS,
  attendeeSchema,
  myRsvpSchema,
  rsvpSchema,
  type Attendee,
  type Member,
  type MyRsvp,
  type Rsvp,
  type RsvpInput,
  type RsvpStatus,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { $add, $append, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { EventEntity, EventItem } from '../../db/entities/event.js';
import { rsvpById, rsvpsInStatus, rsvpsOfEvent, rsvpsOfMember, type RsvpEntity, type RsvpItem } from '../../db/entities/rsvp.js';
import { isConditionFailed } from '../../db/errors.js';
import { getMany } from '../../db/get-together.js';
import { queryPage } from '../../db/pages.js';
import { eventData } from '../../db/services/events.js';
import { writeTransaction, type NamedWrite, type TransactionWrite } from '../../db/transaction.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { retryOnContention } from '../operations/contention.js';
import { quoted } from '../operations/notification-text.js';
import { notifyWrites, type NotificationDraft } from '../operations/notify.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { ownEvent, readEvent, registrationClosedReason, toRsvpEvent } from './events.js';

export const ALREADY_RSVPED = 'You have already RSVPed to this event';
export const NO_RSVP = 'You have not RSVPed to this event';
const RSVP_NOT_FOUND = 'RSVP not found';
const BUSY = 'This event is busy right now; please try again';
/** Where a member sees their RSVPs and tickets (the events page's tab). */
const MY_RSVPS_LINK = '/events?tab=rsvps';

/** The member's notifications of the organizer's answer and of a promotion (the seed tells demo members the same way). */
export const rsvpNotices = {
  approved: (event: Pick<EventItem, 'title'>, memberId: string, seated: boolean): NotificationDraft => ({
    userId: memberId,
    kind: 'rsvp_approved',
    title: `Your RSVP to ${quoted(event.title)} was approved`,
    body: seated ? 'You are confirmed; your QR ticket is in My RSVPs.' : 'The event is full, so you are on the waitlist.',
    link: MY_RSVPS_LINK,
  }),
  declined: (event: Pick<EventItem, 'title'>, memberId: string, reason?: string): NotificationDraft => ({
    userId: memberId,
    kind: 'rsvp_declined',
    title: `Your RSVP to ${quoted(event.title)} was declined`,
    ...(reason ? { body: reason } : {}),
    link: MY_RSVPS_LINK,
  }),
  promoted: (event: Pick<EventItem, 'title'>, memberId: string): NotificationDraft => ({
    userId: memberId,
    kind: 'waitlist_promoted',
    title: `A seat opened up: you are confirmed for ${quoted(event.title)}`,
    body: 'Your QR ticket is in My RSVPs.',
    link: MY_RSVPS_LINK,
  }),
};

/** An unguessable ticket code: 18 random bytes (144 bits), base64url. */
export const newQrCode = (): string => randomBytes(18).toString('base64url');

/** The RSVP as the API answers it: the code only while it admits, the waitlist position only while waitlisted. */
export function rsvpsFor(event: Pick<EventItem, 'waitlist'>, item: RsvpItem): Rsvp {
  const { memberName: _name, memberEmail: _email, qrCode, ...rest } = item;
  const position = item.status === 'waitlist' ? event.waitlist.indexOf(item.memberId) + 1 : 0;
  return rsvpSchema.parse({
    ...rest,
    ...(qrCode && (item.status === 'confirmed' || item.status === 'checked_in') ? { qrCode } : {}),
    ...(position > 0 ? { waitlistPosition: position } : {}),
  });
}

export const toAttendee = (event: Pick<EventItem, 'waitlist'>, item: RsvpItem): Attendee =>
  attendeeSchema.parse({ ...rsvpsFor(event, item), memberName: item.memberName, ...(item.memberEmail ? { memberEmail: item.memberEmail } : {}) });

/** Contention between transactions on the same event item (or throttling): worth another try, never a failure. */
function isContention(error: unknown): boolean {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict' || reason.Code === 'ThrottlingError');
  }
  const name = (error as { name?: string } | undefined)?.name;
  return ['TransactionConflictException', 'TransactionInProgressException', 'ProvisionedThroughputExceededException', 'ThrottlingException'].includes(name ?? '');
}

const MAX_ATTEMPTS = 200;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** Math.min(attempt, 6))));

type Named = NamedWrite<'rsvp' | 'code' | 'event' | 'notification' | 'counter'>;

/** One transaction attempt: true when written, false when a condition or contention says read again and retry. */
async function attempt(writes: Named[], rsvpFailed?: () => Error): Promise<boolean> {
  try {
    return await writeTransaction(writes, {
      ...(rsvpFailed ? { rsvp: rsvpFailed } : { rsvp: 'accept' }),
      code: 'accept',
      event: 'accept',
    });
  } catch (error) {
    if (isContention(error)) return false;
    throw error;
  }
}

/** The event item must still be there (an update alone would create it). */
const eventExists = { attr: 'id', exists: true } as const;
/** Capacity unset or not reached. */
const seatLeft: Condition<EventEntity> = { or: [{ attr: 'maxAttendees', exists: false }, { attr: 'currentAttendees', lt: { attr: 'maxAttendees' } }] };

/** The event-side write of taking a seat: one more attendee, conditioned on a seat being free. */
const seatFree = (eventId: string): TransactionWrite =>
  eventData()
    .events.build(UpdateTransaction)
    .item({ id: eventId, currentAttendees: $add(1) })
    .options({ condition: { and: [eventExists, seatLeft] } });

/** The QR code's own item: a code already taken fails the transaction (and a new code is drawn). */
const codeWrite = (qrCode: string, eventId: string, memberId: string): TransactionWrite =>
  eventData().rsvpCodes.build(PutTransaction).item({ qrCode, eventId, memberId }).options({ condition: { attr: 'qrCode', exists: false } });

/** New, or over the member's own cancelled RSVP: a concurrent second RSVP fails this condition. */
const noLiveRsvp: Condition<RsvpEntity> = { or: [{ attr: 'status', exists: false }, { attr: 'status', eq: 'cancelled' }] };

/**
 * Seats a member or puts them on the waitlist, with the RSVP's own write
 * (`rsvpWrite`, carrying its condition) in the same transaction:
 * - a free seat: RSVP confirmed with a new code, the code's item, and
 *   currentAttendees + 1 conditioned on currentAttendees < maxAttendees;
 * - no seat: RSVP waitlisted and the member appended to the event's waitlist,
 *   conditioned on the event being full (a seat freed meanwhile is taken instead).
 * A failed event condition or contention re-reads the event and tries again,
 * so concurrent callers never overfill and never waitlist beside a free seat.
 * `tell` names the notifications of the outcome and who acted (told nothing),
 * written in the same transaction.
 */
async function seatOrWaitlist(
  eventId: string,
  memberId: string,
  rsvpWrite: (status: 'confirmed' | 'waitlist', qrCode?: string) => TransactionWrite,
  rsvpFailed: () => Error,
  tell?: { by: string; drafts: (status: 'confirmed' | 'waitlist') => NotificationDraft[] },
): Promise<{ status: 'confirmed' | 'waitlist'; qrCode?: string }> {
  for (let n = 0; n < MAX_ATTEMPTS; n += 1) {
    const event = await readEvent(eventId, true);
    if (event.maxAttendees === undefined || event.currentAttendees < event.maxAttendees) {
      const qrCode = newQrCode();
      const written = await attempt(
        [
          { name: 'rsvp', write: rsvpWrite('confirmed', qrCode) },
          { name: 'code', write: codeWrite(qrCode, eventId, memberId) },
          { name: 'event', write: seatFree(eventId) },
          ...notifyWrites(tell?.drafts('confirmed') ?? [], tell?.by),
        ],
        rsvpFailed,
      );
      if (written) return { status: 'confirmed', qrCode };
    } else {
      if (event.waitlist.length >= EVENT_LIMITS.waitlist) throw new ConflictError('This event and its waitlist are full');
      const written = await attempt(
        [
          { name: 'rsvp', write: rsvpWrite('waitlist') },
          {
            name: 'event',
            write: eventData()
              .events.build(UpdateTransaction)
              .item({ id: eventId, waitlist: $append([memberId]) })
              .options({
                condition: { and: [eventExists, { attr: 'maxAttendees', exists: true }, { attr: 'currentAttendees', gte: { attr: 'maxAttendees' } }] },
              }),
          },
          ...notifyWrites(tell?.drafts('waitlist') ?? [], tell?.by),
        ],
        rsvpFailed,
      );
      if (written) return { status: 'waitlist' };
    }
    await backoff(n);
  }
  throw new ConflictError(BUSY);
}

/**
 * POST /api/events/{id}/rsvp. Gated → pending (Awaiting Approval); otherwise
 * confirmed with a QR code while seats last, then waitlisted. One RSVP per
 * member and event (409); a member whose RSVP was cancelled may RSVP again.
 */
export async function rsvpToEvent(member: Member, eventId: string, body: RsvpInput): Promise<Rsvp> {
  const event = await readEvent(eventId);
  const closed = registrationClosedReason(event);
  if (closed) throw new ConflictError(closed);
  const { rsvps } = eventData();
  const { Item: existing } = await rsvps.build(GetItemCommand).key({ eventId, memberId: member.id }).send();
  if (existing && existing.status !== 'cancelled') throw new ConflictError(ALREADY_RSVPED);
  const now = new Date().toISOString();
  const base: RsvpItem = {
    eventId,
    memberId: member.id,
    id: randomUUID(),
    status: 'pending',
    memberName: `${member.firstName} ${member.lastName}`.trim(),
    ...(member.email ? { memberEmail: member.email } : {}),
    ...(body.specialRequests ? { specialRequests: body.specialRequests } : {}),
    ...(body.dietaryRestrictions ? { dietaryRestrictions: body.dietaryRestrictions } : {}),
    ...(body.emergencyContact ? { emergencyContact: body.emergencyContact } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const already = () => new ConflictError(ALREADY_RSVPED);
  if (event.isGated) {
    try {
      await rsvps.build(PutItemCommand).item(base).options({ condition: noLiveRsvp }).send();
    } catch (error) {
      if (isConditionFailed(error)) throw already();
      throw error;
    }
    return rsvpsFor(event, base);
  }
  const placed = await seatOrWaitlist(
    eventId,
    member.id,
    (status, qrCode) =>
      rsvps
        .build(PutTransaction)
        .item({ ...base, status, ...(qrCode ? { qrCode } : {}) })
        .options({ condition: noLiveRsvp }),
    already,
  );
  const item: RsvpItem = { ...base, ...placed };
  const after = await readEvent(eventId, true);
  return rsvpsFor(after, item);
}

/**
 * Seats waitlisted members in order while seats are free: each promotion is
 * one transaction removing the head of the waitlist (conditioned on it still
 * being the head and a seat being free), confirming that RSVP with a new code
 * and adding the seat, and telling the member. Concurrent callers cannot
 * promote twice for one seat, and the loop stops only when the event is full
 * or the waitlist empty.
 */
export async function promoteWaitlist(eventId: string): Promise<void> {
  const { events, rsvps } = eventData();
  for (let n = 0; n < MAX_ATTEMPTS; n += 1) {
    const event = await readEvent(eventId, true);
    const first = event.waitlist[0];
    if (first === undefined) return;
    const head: string = first;
    if (event.maxAttendees !== undefined && event.currentAttendees >= event.maxAttendees) return;
    const { Item: rsvp } = await rsvps.build(GetItemCommand).key({ eventId, memberId: head }).options({ consistent: true }).send();
    // Conditioned on the head being the one read, so a concurrent promotion never removes a second member.
    const headIs = { attr: 'waitlist[0]', eq: head } as const;
    let written: boolean;
    if (!rsvp || rsvp.status !== 'waitlist') {
      // A head without a waitlisted RSVP (not expected): drop it and go on.
      written = await attempt([
        { name: 'event', write: events.build(UpdateTransaction).item({ id: eventId, waitlist: { 0: $remove() } }).options({ condition: headIs }) },
      ]);
    } else {
      const qrCode = newQrCode();
      written = await attempt([
        {
          name: 'event',
          write: events
            .build(UpdateTransaction)
            .item({ id: eventId, waitlist: { 0: $remove() }, currentAttendees: $add(1) })
            .options({ condition: { and: [headIs, seatLeft] } }),
        },
        {
          name: 'rsvp',
          write: rsvps
            .build(UpdateTransaction)
            .item({ eventId, memberId: head, status: 'confirmed', qrCode })
            .options({ condition: { attr: 'status', eq: 'waitlist' } }),
        },
        { name: 'code', write: codeWrite(qrCode, eventId, head) },
        ...notifyWrites([rsvpNotices.promoted(event, head)]),
      ]);
    }
    if (!written) await backoff(n);
  }
}

/** What a status change of an RSVP sets beside the status. */
type RsvpChange = { status: RsvpStatus } & Partial<Pick<RsvpItem, 'qrCode' | 'approvedBy' | 'approvedAt' | 'rejectionReason' | 'cancelledAt'>>;

/** A status change of one RSVP, conditioned on the status it was read in (so also on its existence). */
const moveRsvp = (rsvp: RsvpItem, set: RsvpChange): TransactionWrite =>
  eventData()
    .rsvps.build(UpdateTransaction)
    .item({ eventId: rsvp.eventId, memberId: rsvp.memberId, ...set })
    .options({ condition: { attr: 'status', eq: rsvp.status } });

const NOT_CANCELLABLE: Partial<Record<RsvpStatus, string>> = {
  cancelled: 'Your RSVP is already cancelled',
  declined: 'Your RSVP was declined, so there is nothing to cancel',
  checked_in: 'You have already checked in; a checked-in RSVP cannot be cancelled',
};

/**
 * POST /api/events/{id}/rsvp/cancel: the caller's pending, waitlisted or
 * confirmed RSVP → cancelled. A confirmed one frees its seat in the same
 * transaction, and the seat goes to the head of the waitlist.
 */
export async function cancelRsvp(member: Member, eventId: string): Promise<Rsvp> {
  const { rsvps } = eventData();
  for (let n = 0; n < MAX_ATTEMPTS; n += 1) {
    const { Item: rsvp } = await rsvps.build(GetItemCommand).key({ eventId, memberId: member.id }).options({ consistent: true }).send();
    if (!rsvp) throw new NotFoundError(NO_RSVP);
    const refused = NOT_CANCELLABLE[rsvp.status];
    if (refused) throw new ConflictError(refused);
    const cancelled = { status: 'cancelled' as const, cancelledAt: new Date().toISOString() };
    let written = false;
    if (rsvp.status === 'confirmed') {
      written = await attempt([
        { name: 'rsvp', write: moveRsvp(rsvp, cancelled) },
        {
          name: 'event',
          write: eventData().events.build(UpdateTransaction).item({ id: eventId, currentAttendees: $add(-1) }).options({ condition: eventExists }),
        },
      ]);
      if (written) await promoteWaitlist(eventId);
    } else if (rsvp.status === 'waitlist') {
      const event = await readEvent(eventId, true);
      const index = event.waitlist.indexOf(member.id);
      written = await attempt([
        { name: 'rsvp', write: moveRsvp(rsvp, cancelled) },
        ...(index < 0
          ? []
          : [
              {
                name: 'event' as const,
                write: eventData()
                  .events.build(UpdateTransaction)
                  .item({ id: eventId, waitlist: { [index]: $remove() } })
                  .options({ condition: { attr: `waitlist[${index}]`, eq: member.id } }),
              },
            ]),
      ]);
    } else {
      written = await attempt([{ name: 'rsvp', write: moveRsvp(rsvp, cancelled) }]);
    }
    if (written) {
      const event = await readEvent(eventId, true);
      return rsvpsFor(event, { ...rsvp, ...cancelled });
    }
    await backoff(n);
  }
  throw new ConflictError(BUSY);
}

/** GET /api/events/my-rsvps: the caller's RSVPs newest first with their events (one Query + one BatchGet). */
export async function listMyRsvps(member: Member, { limit, cursor }: PageRequest): Promise<Page<MyRsvp>> {
  const { events, rsvps } = eventData();
  const page = await readPage(cursor, () => queryPage(rsvps, rsvpsOfMember(member.id), { limit, cursor }));
  const ids = [...new Set(page.items.map((rsvp) => rsvp.eventId))];
  const found = ids.length ? await getMany(events, ids.map((id) => ({ id }))) : [];
  const byId = new Map(found.map((event) => [event.id, event]));
  const items = page.items.flatMap((rsvp) => {
    const event = byId.get(rsvp.eventId);
    if (!event) return [];
    return [myRsvpSchema.parse({ ...rsvpsFor(event, rsvp), event: toRsvpEvent(event, { memberId: member.id, rsvpStatus: rsvp.status }) })];
  });
  return { items, cursor: page.cursor };
}

/** GET /api/events/{id}/attendees (organizer): every RSVP, or those of one status newest first (one Query after the event read). */
export async function listAttendees(member: Member, eventId: string, { status, limit, cursor }: PageRequest & { status?: RsvpStatus }): Promise<Page<Attendee>> {
  const event = await ownEvent(member, eventId);
  const { rsvps } = eventData();
  const page = await readPage(cursor, () =>
    status
      ? queryPage(rsvps, rsvpsInStatus(eventId, status), { limit, cursor })
      : queryPage(rsvps, rsvpsOfEvent(eventId), { limit, cursor, ascending: true }),
  );
  return { items: page.items.map((rsvp) => toAttendee(event, rsvp)), cursor: page.cursor };
}

/** One RSVP of the organizer's event by its id; 404 when it is not there or belongs to another event. */
async function eventRsvp(member: Member, eventId: string, rsvpId: string): Promise<{ event: EventItem; rsvp: RsvpItem }> {
  const event = await ownEvent(member, eventId);
  const { items } = await queryPage(eventData().rsvps, rsvpById(rsvpId), { limit: 1 });
  const rsvp = items[0];
  if (!rsvp || rsvp.eventId !== eventId) throw new NotFoundError(RSVP_NOT_FOUND);
  return { event, rsvp };
}

const notPending = (rsvp: RsvpItem) => new ConflictError(`Only a pending RSVP can be approved or declined; this one is ${rsvp.status.replace('_', ' ')}`);

/**
 * POST /api/events/{id}/attendees/{rsvpId}/approve (organizer): pending →
 * confirmed while seats last, else waitlisted; the member is told which.
 */
export async function approveRsvp(member: Member, eventId: string, rsvpId: string): Promise<Attendee> {
  const { event: read, rsvp } = await eventRsvp(member, eventId, rsvpId);
  if (rsvp.status !== 'pending') throw notPending(rsvp);
  const approved = { approvedBy: member.id, approvedAt: new Date().toISOString() };
  const placed = await seatOrWaitlist(
    eventId,
    rsvp.memberId,
    (status, qrCode) => moveRsvp(rsvp, { status, ...approved, ...(qrCode ? { qrCode } : {}) }),
    () => notPending({ ...rsvp, status: 'confirmed' }),
    { by: member.id, drafts: (status) => [rsvpNotices.approved(read, rsvp.memberId, status === 'confirmed')] },
  );
  const event = await readEvent(eventId, true);
  return toAttendee(event, { ...rsvp, ...approved, ...placed });
}

/** POST /api/events/{id}/attendees/{rsvpId}/decline (organizer): pending → declined with the reason, and the member told, in one transaction. */
export async function declineRsvp(member: Member, eventId: string, rsvpId: string, reason: string | undefined): Promise<Attendee> {
  const { event, rsvp } = await eventRsvp(member, eventId, rsvpId);
  if (rsvp.status !== 'pending') throw notPending(rsvp);
  const declined = { status: 'declined' as const, approvedBy: member.id, approvedAt: new Date().toISOString(), ...(reason ? { rejectionReason: reason } : {}) };
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'rsvp',
          write: eventData()
            .rsvps.build(UpdateTransaction)
            .item({ eventId, memberId: rsvp.memberId, ...declined })
            .options({ condition: { attr: 'status', eq: 'pending' } }),
        },
        ...notifyWrites([rsvpNotices.declined(event, rsvp.memberId, reason)], member.id),
      ],
      { rsvp: () => notPending({ ...rsvp, status: 'confirmed' }) },
    ),
  );
  return toAttendee(event, { ...rsvp, ...declined });
}
