import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { mailData } from '../../mail/data.js';
import { OUTBOX_STATUSES, outboxInStatus, type OutboxMailItem } from '../../../platform/mail/entities/outbox-mail.js';
import { queryAll } from '../../../platform/db/pages.js';
import { queueEventReminders } from '../index.js';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { expandGuestMail } from '../mail/fan-out.js';
import type { GuestMail } from '../mail/data.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as approveRsvp } from './approve-rsvp.js';
import { handler as cancelRsvp } from './cancel-rsvp.js';
import { handler as createEvent } from './create-event.js';
import { handler as deactivateEvent } from './deactivate-event.js';
import { handler as declineRsvp } from './decline-rsvp.js';
import { handler as rsvpEvent } from './rsvp-event.js';
import { handler as updateEvent } from './update-event.js';
import { mailbox } from '../../../test/outbox.js';
import { eventForm, HOUR_MS, inHours } from '../../../test/events.js';

/** What the outbox consumer does with an `event-guests` item: one mail per confirmed guest, each queued once. */
const expandFanOut = (item: { id: string; data: string }) => expandGuestMail(JSON.parse(item.data) as GuestMail, item);

const form = (extra: Record<string, unknown> = {}) => eventForm(24 * 20, extra);

let organizer: SignedIn;
beforeAll(async () => {
  organizer = await signIn('Organizer');
});

const addressOf = (who: SignedIn) => `${who.id}@example.com`;

/** Every outbox item (any status) queued to `to`, or of one template. */
async function outbox(filter: { to?: string; template?: string }): Promise<OutboxMailItem[]> {
  const { outbox: entity } = mailData();
  const found = await Promise.all(OUTBOX_STATUSES.map((status) => queryAll(entity, outboxInStatus(status), { ascending: true })));
  return found.flat().filter((item) => (!filter.to || item.to === filter.to) && (!filter.template || item.template === filter.template));
}
const dataOf = (item: OutboxMailItem | undefined) => JSON.parse(item!.data) as Record<string, unknown>;

/** A new event of the organizer's, with the form it was created from (an edit sends the whole form again). */
const create = async (extra: Record<string, unknown> = {}) => {
  const body = form(extra);
  const answer = await organizer.call(createEvent, routes.createEvent, { body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return { id: (answer.json as { id: string }).id, body };
};
const rsvp = (who: SignedIn, eventId: string) => who.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} });
const members = (count: number, name: string) => Promise.all(Array.from({ length: count }, () => signIn(name)));

describe('events mails are queued by their change, in its transaction', () => {
  it('confirmed carries the ticket; waitlisted its place in line; a refused RSVP queues nothing', async () => {
    const event = await create({ maxAttendees: 1 });
    const [first, second, third] = await members(3, 'Guest');
    const seated = await rsvp(first!, event.id);
    expect(seated.json.status).toBe('confirmed');
    const [confirmed] = await outbox({ to: addressOf(first!) });
    expect(confirmed?.template).toBe('rsvp-confirmed');
    expect(dataOf(confirmed)).toMatchObject({
      ticketCode: seated.json.qrCode,
      event: { id: event.id, timeZone: 'Asia/Kolkata', place: 'Taj Krishna, Hyderabad, India' },
    });

    expect((await rsvp(first!, event.id)).statusCode).toBe(409);
    expect(await outbox({ to: addressOf(first!) })).toHaveLength(1);

    expect((await rsvp(second!, event.id)).json.status).toBe('waitlist');
    expect((await rsvp(third!, event.id)).json.status).toBe('waitlist');
    const [w2] = await outbox({ to: addressOf(second!) });
    const [w3] = await outbox({ to: addressOf(third!) });
    expect([w2?.template, dataOf(w2).position, w3?.template, dataOf(w3).position]).toEqual(['rsvp-waitlisted', 1, 'rsvp-waitlisted', 2]);

    const closed = await create({ registrationDeadline: new Date(Date.now() - 60_000).toISOString() });
    const late = await signIn('Late');
    expect((await rsvp(late, closed.id)).statusCode).toBe(409);
    expect(await outbox({ to: addressOf(late) })).toEqual([]);
  });

  it('a seat handed to the waitlist (cancellation, raised capacity) mails the promoted member their new ticket', async () => {
    const event = await create({ maxAttendees: 1 });
    const [first, second, third] = await members(3, 'Guest');
    await rsvp(first!, event.id);
    await rsvp(second!, event.id);
    await rsvp(third!, event.id);
    await first!.call(cancelRsvp, routes.cancelRsvp, { params: { eventId: event.id } });
    const promoted = (await outbox({ to: addressOf(second!) })).find((item) => item.template === 'rsvp-promoted');
    expect(dataOf(promoted).ticketCode).toEqual(expect.any(String));
    expect(await outbox({ to: addressOf(third!), template: 'rsvp-promoted' })).toEqual([]);

    const raised = await organizer.call(updateEvent, routes.updateEvent, { params: { eventId: event.id }, body: { ...event.body, maxAttendees: 2 } });
    expect(raised.statusCode, JSON.stringify(raised.json)).toBe(200);
    expect(await outbox({ to: addressOf(third!), template: 'rsvp-promoted' })).toHaveLength(1);
  });

  it('gated: approved with a ticket, approved onto the waitlist, declined with the reason; a second answer (409) queues nothing', async () => {
    const event = await create({ isGated: true, gatingCriteria: 'Founders only', maxAttendees: 1 });
    const [a, b, c] = await members(3, 'Applicant');
    const ids = [];
    for (const who of [a!, b!, c!]) ids.push((await rsvp(who, event.id)).json.id as string);
    expect(await outbox({ to: addressOf(a!) })).toEqual([]);
    const params = (rsvpId: string) => ({ params: { eventId: event.id, rsvpId } });
    await organizer.call(approveRsvp, routes.approveRsvp, params(ids[0]!));
    await organizer.call(approveRsvp, routes.approveRsvp, params(ids[1]!));
    await organizer.call(declineRsvp, routes.declineRsvp, { ...params(ids[2]!), body: { reason: 'Founders only this time' } });
    expect((await organizer.call(approveRsvp, routes.approveRsvp, params(ids[0]!))).statusCode).toBe(409);
    expect((await organizer.call(declineRsvp, routes.declineRsvp, { ...params(ids[2]!), body: {} })).statusCode).toBe(409);

    const forA = await outbox({ to: addressOf(a!) });
    expect(forA.map((item) => item.template)).toEqual(['rsvp-approved']);
    expect(dataOf(forA[0]).ticketCode).toEqual(expect.any(String));
    const forB = await outbox({ to: addressOf(b!) });
    expect(forB.map((item) => [item.template, dataOf(item).position, dataOf(item).ticketCode])).toEqual([['rsvp-approved', 1, undefined]]);
    const forC = await outbox({ to: addressOf(c!) });
    expect(forC.map((item) => [item.template, dataOf(item).reason])).toEqual([['rsvp-declined', 'Founders only this time']]);
  });
});

describe('event changed or cancelled: one fan-out item, one mail per confirmed guest', () => {
  it('a moved time mails every confirmed guest once (not the waitlist), even when delivered twice or overlapping', async () => {
    const event = await create({ maxAttendees: 3 });
    const guests = await members(3, 'Guest');
    const waiting = await signIn('Waiting');
    for (const guest of guests) await rsvp(guest, event.id);
    await rsvp(waiting, event.id);

    // A title-only edit moves nothing: no mail.
    await organizer.call(updateEvent, routes.updateEvent, { params: { eventId: event.id }, body: { ...event.body, title: 'Hyderabad Founders Night' } });
    expect(await outbox({ template: 'event-guests' })).toEqual([]);

    const moved = { ...event.body, title: 'Hyderabad Founders Night', startTime: inHours(24 * 21), endTime: inHours(24 * 21 + 2) };
    expect((await organizer.call(updateEvent, routes.updateEvent, { params: { eventId: event.id }, body: moved })).statusCode).toBe(200);
    const fanOuts = await outbox({ template: 'event-guests' });
    expect(fanOuts).toHaveLength(1);
    expect(dataOf(fanOuts[0])).toMatchObject({ mail: 'event-changed', event: { startTime: moved.startTime }, before: { startTime: event.body.startTime } });

    // Expanded twice (a retried expansion): each guest's mail is queued once.
    expect(await expandFanOut(fanOuts[0]!)).toBe(3);
    expect(await expandFanOut(fanOuts[0]!)).toBe(0);
    await Promise.all([deliverOutbox({ limit: 500 }), deliverOutbox({ limit: 500 })]);
    await deliverOutbox({ limit: 500 });
    await deliverOutbox({ limit: 500 });
    for (const guest of guests) {
      const changed = (await mailbox(addressOf(guest))).filter((mail) => mail.subject.startsWith('Changed:'));
      expect(changed).toHaveLength(1);
      expect(changed[0]!.body.text).toContain('Hyderabad Founders Night');
      expect(changed[0]!.attachments.some((file) => file.filename?.endsWith('.ics'))).toBe(true);
    }
    expect((await mailbox(addressOf(waiting))).filter((mail) => mail.subject.startsWith('Changed:'))).toEqual([]);
  });

  it('a cancellation reaches every confirmed guest once even when delivered twice; deactivating again mails nobody', async () => {
    const event = await create();
    const guests = await members(4, 'Guest');
    for (const guest of guests) await rsvp(guest, event.id);
    const before = (await outbox({ template: 'event-guests' })).length;
    expect((await organizer.call(deactivateEvent, routes.deactivateEvent, { params: { eventId: event.id } })).statusCode).toBe(200);
    expect((await organizer.call(deactivateEvent, routes.deactivateEvent, { params: { eventId: event.id } })).statusCode).toBe(200);
    const fanOuts = (await outbox({ template: 'event-guests' })).filter((item) => dataOf(item).mail === 'event-cancelled');
    expect(fanOuts).toHaveLength(1);
    expect((await outbox({ template: 'event-guests' })).length).toBe(before + 1);

    await Promise.all([deliverOutbox({ limit: 500 }), deliverOutbox({ limit: 500 })]);
    await Promise.all([deliverOutbox({ limit: 500 }), deliverOutbox({ limit: 500 })]);
    await deliverOutbox({ limit: 500 });
    for (const guest of guests) {
      const cancelled = (await mailbox(addressOf(guest))).filter((mail) => mail.subject === 'Cancelled: Hyderabad Founders Evening');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.body.text).toContain('Namaskaram Guest Reddy,');
    }
  });
});

describe('event-reminders job', () => {
  it('queues one reminder per confirmed guest of events starting within 24 hours, when run twice or overlapping', async () => {
    const soon = await create({ startTime: inHours(12), endTime: inHours(15), maxAttendees: 2, dressCode: 'Business formal' });
    const later = await create({ startTime: inHours(60), endTime: inHours(62) });
    const guests = await members(2, 'Guest');
    const waiting = await signIn('Waiting');
    for (const guest of guests) {
      await rsvp(guest, soon.id);
      await rsvp(guest, later.id);
    }
    await rsvp(waiting, soon.id);

    // Guests read one a page: the job pages through a big event's guests.
    await Promise.all([queueEventReminders(undefined, { guestPageSize: 1 }), queueEventReminders()]);
    await queueEventReminders(undefined, { guestPageSize: 1 });
    const reminders = await outbox({ template: 'event-reminder' });
    expect(reminders.map((item) => item.to).sort()).toEqual(guests.map(addressOf).sort());
    expect(reminders.every((item) => dataOf(item).event && (dataOf(item).event as { id: string }).id === soon.id)).toBe(true);
    expect(reminders.every((item) => typeof dataOf(item).ticketCode === 'string')).toBe(true);
    expect(reminders.every((item) => (dataOf(item).event as { dressCode?: string }).dressCode === 'Business formal')).toBe(true);

    // A day and a half later the other event is in the window: its guests are reminded, the first event's not again.
    const next = await queueEventReminders(new Date(Date.now() + 40 * HOUR_MS));
    expect(next.queued).toBe(2);
    expect(await outbox({ template: 'event-reminder' })).toHaveLength(4);

    await deliverOutbox({ limit: 500 });
    const [mail] = (await mailbox(addressOf(guests[0]!))).filter((item) => item.subject === 'Reminder: Hyderabad Founders Evening');
    expect(mail?.attachments.some((file) => file.contentType.startsWith('image/png'))).toBe(true);
  });
});
