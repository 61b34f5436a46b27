import { randomUUID } from 'node:crypto';
import { EVENT_LIMITS, type Attendee, type Member, type Rsvp, type RsvpParsed, type RsvpStatus, displayName } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { $add, $append, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { EventEntity, EventItem } from './entities/event.js';
import { rsvpById, type RsvpEntity, type RsvpItem } from './entities/rsvp.js';
import { queryPage } from '../../platform/db/pages.js';
import { eventData } from './data.js';
import { writeTransaction, type NamedWrite, type TransactionWrite } from '../../platform/db/transaction.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { BusyError, READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { personOf } from '../members/index.js';
import { notice, quoted, type NotificationDraft } from '../notifications/index.js';
import { newTicketCode } from './ticket-code.js';
import { sharesContact } from './contacts.js';
import { contactWrite, forgetContact } from './contact-writes.js';
import { ownEvent, readEvent, registrationClosedReason, rsvpsFor } from './records.js';
import { toAttendee } from './rsvp-reads.js';
import { approvedMail, confirmedMail, declinedMail, mailToRsvper, mailToSelf, promotedMail, waitlistedMail, type MailTo } from './mails.js';

export const ALREADY_RSVPED = 'You have already RSVPed to this event';
export const NO_RSVP = 'You have not RSVPed to this event';
const RSVP_NOT_FOUND = 'RSVP not found';
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

type Named = NamedWrite<'rsvp' | 'head' | 'code' | 'event' | 'notification' | 'counter' | 'contact' | 'nudge' | 'mail'>;

/** One transaction attempt: true when written, false when a condition says read again and retry (contention is thrown to retryOnContention). */
const attempt = (writes: Named[], rsvpFailed?: () => Error): Promise<boolean> =>
  writeTransaction(writes, {
    ...(rsvpFailed ? { rsvp: rsvpFailed } : { rsvp: 'accept' }),
    head: 'accept',
    code: 'accept',
    event: 'accept',
    // A nudge dismissed meanwhile: read again (its retirement is dropped), never refuse the RSVP for it.
    nudge: 'accept',
  });

/** The event item must still be there (an update alone would create it). */
const eventExists = { attr: 'id', exists: true } as const;
/** Capacity unset or not reached. */
const seatLeft: Condition<EventEntity> = {
  or: [
    { attr: 'maxAttendees', exists: false },
    { attr: 'currentAttendees', lt: { attr: 'maxAttendees' } },
  ],
};
/** Nobody waiting: only then may a seat go to someone not on the waitlist. */
const noneWaiting: Condition<EventEntity> = {
  or: [
    { attr: 'waitlist', exists: false },
    { size: 'waitlist', eq: 0 },
  ],
};
/** The event is full, or members are already waiting (a newcomer then queues behind them). */
const mustWait: Condition<EventEntity> = {
  or: [
    {
      and: [
        { attr: 'maxAttendees', exists: true },
        { attr: 'currentAttendees', gte: { attr: 'maxAttendees' } },
      ],
    },
    { size: 'waitlist', gt: 0 },
  ],
};

/** Whether the event as read would seat a newcomer: a seat is free and nobody waits for it. */
const seatsNewcomer = (event: EventItem): boolean =>
  (event.maxAttendees === undefined || event.currentAttendees < event.maxAttendees) && event.waitlist.length === 0;

/** Whether the event as read has a free seat that its waitlist should fill. */
const seatForWaitlist = (event: EventItem): boolean =>
  event.waitlist.length > 0 && (event.maxAttendees === undefined || event.currentAttendees < event.maxAttendees);

/** The event-side write of seating a newcomer: one more attendee, conditioned on a free seat and an empty waitlist. */
const seatFree = (eventId: string): TransactionWrite =>
  eventData()
    .events.build(UpdateTransaction)
    .item({ id: eventId, currentAttendees: $add(1) })
    .options({ condition: { and: [eventExists, seatLeft, noneWaiting] } });

/** The QR code's own item: a code already taken fails the transaction (and a new code is drawn). */
const codeWrite = (qrCode: string, eventId: string, memberId: string): TransactionWrite =>
  eventData()
    .rsvpCodes.build(PutTransaction)
    .item({ qrCode, eventId, memberId })
    .options({ condition: { attr: 'qrCode', exists: false } });

/** New, or over the member's own cancelled RSVP: a concurrent second RSVP fails this condition. */
const noLiveRsvp: Condition<RsvpEntity> = {
  or: [
    { attr: 'status', exists: false },
    { attr: 'status', eq: 'cancelled' },
  ],
};

/** Conditioned on the head being the one read, so a concurrent promotion never removes a second member. */
const headIs = (memberId: string) => ({ attr: 'waitlist[0]', eq: memberId }) as const;

/**
 * The writes that seat the head of the waitlist (its RSVP read as `head`):
 * the head leaves the waitlist (conditioned on still being its head), its
 * RSVP is confirmed with a new code, and the member is told. `takesSeat`
 * adds the seat to the count, conditioned on one being free (a promotion into
 * a free seat); without it the seat is one the same transaction frees (a
 * cancellation handing its seat over), so the count stays.
 */
function promotionWrites(event: EventItem, head: RsvpItem, takesSeat: boolean, mailTo: MailTo | undefined): Named[] {
  const { events, rsvps } = eventData();
  const qrCode = newTicketCode();
  return [
    {
      name: 'event',
      write: events
        .build(UpdateTransaction)
        .item({ id: event.id, waitlist: { 0: $remove() }, ...(takesSeat ? { currentAttendees: $add(1) } : {}) })
        .options({ condition: takesSeat ? { and: [headIs(head.memberId), seatLeft] } : { and: [eventExists, headIs(head.memberId)] } }),
    },
    {
      name: 'head',
      write: rsvps
        .build(UpdateTransaction)
        .item({ eventId: event.id, memberId: head.memberId, status: 'confirmed', qrCode })
        .options({ condition: { attr: 'status', eq: 'waitlist' } }),
    },
    { name: 'code', write: codeWrite(qrCode, event.id, head.memberId) },
    ...notice('rsvp.promoted', { bell: [rsvpNotices.promoted(event, head.memberId)], mail: mailTo ? [promotedMail(event, mailTo, qrCode)] : [] }),
  ];
}

/**
 * The RSVP of the head of the waitlist, when it is waitlisted, and where its
 * promotion is mailed; undefined when the waitlist is empty or its head is stale.
 */
async function readHead(event: EventItem): Promise<{ memberId: string; rsvp: RsvpItem | undefined; mailTo?: MailTo | undefined } | undefined> {
  const memberId = event.waitlist[0];
  if (memberId === undefined) return undefined;
  const { Item: rsvp } = await eventData().rsvps.build(GetItemCommand).key({ eventId: event.id, memberId }).options({ consistent: true }).send();
  if (rsvp?.status !== 'waitlist') return { memberId, rsvp: undefined };
  return { memberId, rsvp, mailTo: await mailToRsvper(memberId, rsvp.memberName) };
}

/** Drops a head of the waitlist without a waitlisted RSVP (not expected; the waitlist and the RSVPs change together). */
const dropStaleHead = (eventId: string, memberId: string): Named => ({
  name: 'event',
  write: eventData()
    .events.build(UpdateTransaction)
    .item({ id: eventId, waitlist: { 0: $remove() } })
    .options({ condition: headIs(memberId) }),
});

/**
 * Seats a member or puts them on the waitlist, with the RSVP's own write
 * (`rsvpWrite`, carrying its condition) and `extra` writes in the same
 * transaction:
 * - a free seat and nobody waiting: RSVP confirmed with a new code, the
 *   code's item, and currentAttendees + 1 conditioned on a seat being free and
 *   the waitlist being empty;
 * - otherwise: RSVP waitlisted and the member appended to the event's
 *   waitlist, conditioned on the event being full or members waiting (a seat
 *   freed with nobody waiting is taken instead).
 * Both branches are conditions on the one event item, so a newcomer never
 * takes a seat while someone waits for it (cancellations hand their seat to
 * the head of the waitlist in their own transaction). A failed event
 * condition or contention re-reads the event and tries again, so concurrent
 * callers never overfill and never waitlist beside a free seat nobody waits
 * for. `tell` names the notifications of the outcome and who acted (told
 * nothing), written in the same transaction; `fulfils` the writes retiring
 * what the RSVP fulfils, read on each try and written in the same transaction.
 */
async function seatOrWaitlist(
  eventId: string,
  memberId: string,
  rsvpWrite: (status: 'confirmed' | 'waitlist', qrCode?: string) => TransactionWrite,
  rsvpFailed: () => Error,
  options: {
    extra?: Named[];
    fulfils?: Fulfils;
    tell?: { by: string; drafts: (status: 'confirmed' | 'waitlist') => NotificationDraft[] };
    /** The mail of a confirmed seat (with its ticket code), queued in the same transaction. */
    confirmedMail?: (event: EventItem, qrCode: string) => NamedWrite<'mail'>[];
    /** The mail of a place on the waitlist (the event as read: its place is the waitlist's length + 1), queued in the same transaction. */
    waitlistedMail?: (event: EventItem) => NamedWrite<'mail'>[];
  } = {},
): Promise<{ status: 'confirmed' | 'waitlist'; qrCode?: string }> {
  const { tell } = options;
  // An organizer's approval rings the member's bell with its mail; the member's own RSVP is mailed only.
  const told = (status: 'confirmed' | 'waitlist', mail: NamedWrite<'mail'>[]) =>
    tell
      ? notice('rsvp.approved', { bell: tell.drafts(status), mail, actorId: tell.by })
      : status === 'confirmed'
        ? notice('rsvp.confirmed', { mail })
        : notice('rsvp.waitlisted', { mail });
  return retryOnContention(async () => {
    const [event, nudges] = await Promise.all([readEvent(eventId, true), options.fulfils?.() ?? []]);
    const extra = [...(options.extra ?? []), ...nudges];
    if (seatsNewcomer(event)) {
      const qrCode = newTicketCode();
      const written = await attempt(
        [
          { name: 'rsvp', write: rsvpWrite('confirmed', qrCode) },
          { name: 'code', write: codeWrite(qrCode, eventId, memberId) },
          { name: 'event', write: seatFree(eventId) },
          ...extra,
          ...told('confirmed', options.confirmedMail?.(event, qrCode) ?? []),
        ],
        rsvpFailed,
      );
      if (written) return { status: 'confirmed' as const, qrCode };
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
              .options({ condition: { and: [eventExists, mustWait] } }),
          },
          ...extra,
          ...told('waitlist', options.waitlistedMail?.(event) ?? []),
        ],
        rsvpFailed,
      );
      if (written) {
        // Queued beside a free seat (a raised capacity not yet filled): fill it in order, which may seat this member too.
        if (seatForWaitlist(event)) await promoteWaitlist(eventId);
        return { status: 'waitlist' as const };
      }
    }
    return READ_AGAIN;
  });
}

/**
 * The event and the RSVP as they stand after seatOrWaitlist placed it: one
 * waitlisted beside a free seat may have been seated since (seatOrWaitlist
 * fills such seats in order), so it is read again then.
 */
async function afterPlacing(eventId: string, placed: RsvpItem): Promise<{ event: EventItem; rsvp: RsvpItem }> {
  const event = await readEvent(eventId, true);
  if (placed.status === 'waitlist' && !event.waitlist.includes(placed.memberId)) {
    const { Item } = await eventData().rsvps.build(GetItemCommand).key({ eventId, memberId: placed.memberId }).options({ consistent: true }).send();
    if (Item) return { event, rsvp: Item };
  }
  return { event, rsvp: placed };
}

/** The member's mail of where seatOrWaitlist placed them (none without an address). */
const placementMails = (mailTo: MailTo | undefined) =>
  mailTo
    ? {
        confirmedMail: (event: EventItem, qrCode: string) => [confirmedMail(event, mailTo, qrCode)],
        waitlistedMail: (event: EventItem) => [waitlistedMail(event, mailTo)],
      }
    : {};

/**
 * The writes that retire what an RSVP fulfils (the network's recommendation to
 * attend), read again on each try. The caller passes them in, so events'
 * rules never import the network feature, which reads events.
 */
type Fulfils = () => Promise<NamedWrite<'nudge'>[]>;

/**
 * POST /api/events/{id}/rsvp. Gated → pending (Awaiting Approval); otherwise
 * confirmed with a QR code while seats last, then waitlisted. One RSVP per
 * member and event (409); a member whose RSVP was cancelled may RSVP again.
 * Any answer (pending, seated or waitlisted) fulfils the recommendation to
 * attend: `fulfils` retires it in the RSVP's own transaction.
 */
export async function rsvpToEvent(member: Member, eventId: string, body: RsvpParsed, fulfils?: Fulfils): Promise<Rsvp> {
  const event = await readEvent(eventId);
  const closed = registrationClosedReason(event);
  if (closed) throw new ConflictError(closed);
  const { rsvps } = eventData();
  const { Item: existing } = await rsvps.build(GetItemCommand).key({ eventId, memberId: member.id }).send();
  if (existing && existing.status !== 'cancelled') throw new ConflictError(ALREADY_RSVPED);
  // The member's choice, or their directory sharing setting when the form did not say.
  const shareEmail = body.shareEmail ?? (await sharesContact(member.id));
  const now = new Date().toISOString();
  const base: RsvpItem = {
    eventId,
    memberId: member.id,
    id: randomUUID(),
    status: 'pending',
    memberName: displayName(member),
    memberCard: personOf(member),
    shareEmail,
    ...(event.isGated && body.gatingAnswer ? { gatingAnswer: body.gatingAnswer } : {}),
    ...(shareEmail && member.email ? { memberEmail: member.email } : {}),
    ...(body.specialRequests ? { specialRequests: body.specialRequests } : {}),
    ...(body.dietaryRestrictions ? { dietaryRestrictions: body.dietaryRestrictions } : {}),
    ...(body.emergencyContact ? { hasEmergencyContact: true } : {}),
    ...(body.showOnGuestList ? { showOnGuestList: true } : {}),
    createdAt: now,
    updatedAt: now,
  };
  // The member's own answer carries the contact they just gave; it is stored apart, expiring after the event.
  const own = (rsvp: Rsvp): Rsvp => (body.emergencyContact ? { ...rsvp, emergencyContact: body.emergencyContact } : rsvp);
  const contact = contactWrite(event, member.id, body.emergencyContact);
  const already = () => new ConflictError(ALREADY_RSVPED);
  if (event.isGated) {
    await retryOnContention(async () => {
      const nudges = (await fulfils?.()) ?? [];
      const written = await attempt(
        [{ name: 'rsvp', write: rsvps.build(PutTransaction).item(base).options({ condition: noLiveRsvp }) }, contact, ...nudges],
        already,
      );
      return written ? undefined : READ_AGAIN;
    });
    return own(rsvpsFor(event, base));
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
    { extra: [contact], ...(fulfils ? { fulfils } : {}), ...placementMails(mailToSelf(member)) },
  );
  const after = await afterPlacing(eventId, { ...base, ...placed });
  return own(rsvpsFor(after.event, after.rsvp));
}

/**
 * Seats waitlisted members in order while seats are free (a raised or removed
 * capacity, or a seat freed with nobody waiting that a later arrival queued
 * beside): each promotion is one transaction removing the head of the
 * waitlist (conditioned on it still being the head and a seat being free),
 * confirming that RSVP with a new code and adding the seat, and telling the
 * member. Concurrent callers cannot promote twice for one seat, and the loop
 * stops only when the event is full or the waitlist empty.
 */
export async function promoteWaitlist(eventId: string): Promise<void> {
  try {
    await retryOnContention(async () => {
      for (;;) {
        const event = await readEvent(eventId, true);
        if (!seatForWaitlist(event)) return;
        const head = await readHead(event);
        if (!head) return;
        const written = await attempt(head.rsvp ? promotionWrites(event, head.rsvp, true, head.mailTo) : [dropStaleHead(eventId, head.memberId)]);
        if (!written) return READ_AGAIN;
      }
    });
  } catch (error) {
    // The change that freed the seats is written; the next one promotes again.
    if (!(error instanceof BusyError)) throw error;
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
 * confirmed RSVP → cancelled. A confirmed one hands its seat to the head of
 * the waitlist in the same transaction (conditioned on that head still being
 * the head), or frees it when nobody waits (conditioned on the waitlist still
 * being empty), so a seat freed while members wait never reaches a newcomer.
 */
export async function cancelRsvp(member: Member, eventId: string): Promise<Rsvp> {
  const { rsvps } = eventData();
  return retryOnContention(async () => {
    const { Item: rsvp } = await rsvps.build(GetItemCommand).key({ eventId, memberId: member.id }).options({ consistent: true }).send();
    if (!rsvp) throw new NotFoundError(NO_RSVP);
    const refused = NOT_CANCELLABLE[rsvp.status];
    if (refused) throw new ConflictError(refused);
    const cancelled = { status: 'cancelled' as const, cancelledAt: new Date().toISOString() };
    let written = false;
    if (rsvp.status === 'confirmed') {
      const event = await readEvent(eventId, true);
      const head = await readHead(event);
      if (head && !head.rsvp) {
        await attempt([dropStaleHead(eventId, head.memberId)]);
        return READ_AGAIN;
      }
      written = await attempt([
        { name: 'rsvp', write: moveRsvp(rsvp, cancelled) },
        forgetContact(eventId, member.id),
        ...(head?.rsvp
          ? // The seat passes to the head of the waitlist in this transaction: no newcomer can take it in between.
            promotionWrites(event, head.rsvp, false, head.mailTo)
          : [
              {
                name: 'event' as const,
                write: eventData()
                  .events.build(UpdateTransaction)
                  .item({ id: eventId, currentAttendees: $add(-1) })
                  .options({ condition: { and: [eventExists, noneWaiting] } }),
              },
            ]),
      ]);
    } else if (rsvp.status === 'waitlist') {
      const event = await readEvent(eventId, true);
      const index = event.waitlist.indexOf(member.id);
      written = await attempt([
        { name: 'rsvp', write: moveRsvp(rsvp, cancelled) },
        forgetContact(eventId, member.id),
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
      written = await attempt([{ name: 'rsvp', write: moveRsvp(rsvp, cancelled) }, forgetContact(eventId, member.id)]);
    }
    if (written) {
      const event = await readEvent(eventId, true);
      return rsvpsFor(event, { ...rsvp, ...cancelled });
    }
    return READ_AGAIN;
  });
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
  const mailTo = await mailToRsvper(rsvp.memberId, rsvp.memberName);
  const placed = await seatOrWaitlist(
    eventId,
    rsvp.memberId,
    (status, qrCode) => moveRsvp(rsvp, { status, ...approved, ...(qrCode ? { qrCode } : {}) }),
    () => notPending({ ...rsvp, status: 'confirmed' }),
    {
      tell: { by: member.id, drafts: (status) => [rsvpNotices.approved(read, rsvp.memberId, status === 'confirmed')] },
      ...(mailTo ? { confirmedMail: (event, qrCode) => [approvedMail(event, mailTo, qrCode)], waitlistedMail: (event) => [approvedMail(event, mailTo)] } : {}),
    },
  );
  const after = await afterPlacing(eventId, { ...rsvp, ...approved, ...placed });
  return toAttendee(after.event, after.rsvp);
}

/** POST /api/events/{id}/attendees/{rsvpId}/decline (organizer): pending → declined with the reason, and the member told, in one transaction. */
export async function declineRsvp(member: Member, eventId: string, rsvpId: string, reason: string | undefined): Promise<Attendee> {
  const { event, rsvp } = await eventRsvp(member, eventId, rsvpId);
  if (rsvp.status !== 'pending') throw notPending(rsvp);
  const declined = { status: 'declined' as const, approvedBy: member.id, approvedAt: new Date().toISOString(), ...(reason ? { rejectionReason: reason } : {}) };
  const mailTo = await mailToRsvper(rsvp.memberId, rsvp.memberName);
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
        ...notice('rsvp.declined', {
          bell: [rsvpNotices.declined(event, rsvp.memberId, reason)],
          mail: mailTo ? [declinedMail(event, mailTo, reason)] : [],
          actorId: member.id,
        }),
      ],
      { rsvp: () => notPending({ ...rsvp, status: 'confirmed' }) },
    ),
  );
  return toAttendee(event, { ...rsvp, ...declined });
}
