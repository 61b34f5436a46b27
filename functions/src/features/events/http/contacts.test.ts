import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE, routes } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { config } from '../../../platform/config.js';
import { getDocumentClient } from '../../../platform/db/client.js';
import { eventData } from '../data.js';
import { memberData } from '../../members/data.js';
import { CONTACT_KEPT_SECONDS } from '../contact-writes.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as approveRsvp } from './approve-rsvp.js';
import { handler as cancelRsvp } from './cancel-rsvp.js';
import { handler as checkIn } from './check-in-rsvp.js';
import { handler as checkInGuest } from './check-in-attendee.js';
import { handler as checkInStatus } from './get-check-in-status.js';
import { handler as createEvent } from './create-event.js';
import { handler as declineRsvp } from './decline-rsvp.js';
import { handler as calendar } from './download-event-calendar.js';
import { handler as getEvent } from './get-event.js';
import { handler as listAttendees } from './list-event-attendees.js';
import { handler as listMyEvents } from './list-my-events.js';
import { handler as listMyRsvps } from './list-my-rsvps.js';
import { handler as listUpcoming } from './list-upcoming-events.js';
import { handler as rsvpEvent } from './rsvp-event.js';
import { handler as updateEvent } from './update-event.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();
const form = (extra: Record<string, unknown> = {}) => ({
  title: 'Hyderabad Founders Dinner',
  type: 'networking',
  startTime: at(Date.now() + 20 * DAY),
  endTime: at(Date.now() + 20 * DAY + 3 * HOUR),
  timeZone: 'Asia/Kolkata',
  venue: 'Taj Falaknuma',
  city: 'Hyderabad',
  country: 'India',
  ...extra,
});

/** A signed-in member whose directory sharing setting is `shares`. */
async function memberSharing(name: string, shares: boolean): Promise<SignedIn> {
  const who = await signIn(name);
  await memberData().members.build(UpdateItemCommand).item({ id: who.id, shareContact: shares }).send();
  return who;
}

/** Moves an event's dates in the table (registration closes at the start, so RSVPs are made first). */
const moveEvent = (id: string, startTime: number, endTime: number) =>
  eventData()
    .events.build(UpdateItemCommand)
    .item({ id, startTime: at(startTime), endTime: at(endTime) })
    .send();

const rawItem = async (sk: string, eventId: string) =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: { [TABLE.partitionKey]: `EVENT#${eventId}`, [TABLE.sortKey]: sk }, ConsistentRead: true }),
    )
  ).Item;

type Row = { memberId: string; memberEmail?: string; emergencyContact?: string; emergencyContactHidden?: boolean; shareEmail?: boolean };

let organizer: SignedIn;
beforeAll(async () => {
  organizer = await signIn('Organizer');
});

async function createdEvent(extra: Record<string, unknown> = {}) {
  const answer = await organizer.call(createEvent, routes.createEvent, { body: form(extra) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { id: string; endTime: string };
}
const attendees = async (eventId: string) => {
  const answer = await organizer.call(listAttendees, routes.listEventAttendees, { params: { eventId } });
  expect(answer.statusCode).toBe(200);
  return new Map((answer.json as Row[]).map((row) => [row.memberId, row]));
};

describe('the organizer sees an attendee’s e-mail only with their consent', () => {
  it('defaults to the directory sharing setting; an explicit choice at RSVP wins either way', async () => {
    const event = await createdEvent();
    const params = { eventId: event.id };
    const sharer = await memberSharing('Sharer', true);
    const private_ = await memberSharing('Private', false);
    const optsIn = await memberSharing('OptsIn', false);
    const optsOut = await memberSharing('OptsOut', true);
    const mine = await sharer.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    expect(mine.json.shareEmail).toBe(true);
    expect((await private_.call(rsvpEvent, routes.rsvpEvent, { params, body: {} })).json.shareEmail).toBe(false);
    expect((await optsIn.call(rsvpEvent, routes.rsvpEvent, { params, body: { shareEmail: true } })).json.shareEmail).toBe(true);
    expect((await optsOut.call(rsvpEvent, routes.rsvpEvent, { params, body: { shareEmail: false } })).json.shareEmail).toBe(false);

    const rows = await attendees(event.id);
    expect(rows.get(sharer.id)).toMatchObject({ shareEmail: true, memberEmail: `${sharer.id}@example.com` });
    expect(rows.get(optsIn.id)).toMatchObject({ shareEmail: true, memberEmail: `${optsIn.id}@example.com` });
    for (const hidden of [private_, optsOut]) {
      expect(rows.get(hidden.id)!.shareEmail).toBe(false);
      expect(rows.get(hidden.id)!.memberEmail).toBeUndefined();
    }
    // Not copied either: an e-mail not shared is never stored on the RSVP.
    expect((await rawItem(`RSVP#${private_.id}`, event.id))!.memberEmail).toBeUndefined();
  });

  it('refuses a consent that is not true or false (400, nothing written)', async () => {
    const event = await createdEvent();
    const who = await memberSharing('Typo', true);
    const answer = await who.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: event.id }, body: { shareEmail: 'yes' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues[0]).toMatchObject({ path: ['body', 'shareEmail'], message: 'shareEmail must be true or false' });
    expect(await rawItem(`RSVP#${who.id}`, event.id)).toBeUndefined();
  });
});

describe('emergency contacts: the organizer sees them on the event day only; they expire 7 days after the event', () => {
  it('hidden before the event day, shown on it, hidden after it', async () => {
    const event = await createdEvent();
    const guest = await memberSharing('Guest', false);
    const plain = await memberSharing('Plain', false);
    await guest.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: event.id }, body: { emergencyContact: 'Lakshmi +91 98490 12345' } });
    await plain.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: event.id }, body: {} });

    const before = await attendees(event.id);
    expect(before.get(guest.id)).toMatchObject({ emergencyContactHidden: true });
    expect(before.get(guest.id)!.emergencyContact).toBeUndefined();
    expect(before.get(plain.id)!.emergencyContactHidden).toBeUndefined();

    await moveEvent(event.id, Date.now() - HOUR, Date.now() + HOUR);
    const during = await attendees(event.id);
    expect(during.get(guest.id)).toMatchObject({ emergencyContact: 'Lakshmi +91 98490 12345' });
    expect(during.get(guest.id)!.emergencyContactHidden).toBeUndefined();
    expect(during.get(plain.id)!.emergencyContact).toBeUndefined();

    await moveEvent(event.id, Date.now() - 3 * DAY, Date.now() - 2 * DAY);
    const after = await attendees(event.id);
    expect(after.get(guest.id)!.emergencyContact).toBeUndefined();
    expect(after.get(guest.id)).toMatchObject({ emergencyContactHidden: true });
  });

  it('keeps the contact on its own item with the TTL attribute set to 7 days after the event; the RSVP never expires', async () => {
    const event = await createdEvent();
    const guest = await memberSharing('Ttl', false);
    const own = await guest.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: event.id }, body: { emergencyContact: 'Ravi +91 90000 00000' } });
    expect(own.json.emergencyContact).toBe('Ravi +91 90000 00000');
    const contact = await rawItem(`CONTACT#${guest.id}`, event.id);
    expect(contact).toMatchObject({ emergencyContact: 'Ravi +91 90000 00000' });
    expect(contact![TABLE.ttlAttribute]).toBe(Math.floor(Date.parse(event.endTime) / 1000) + CONTACT_KEPT_SECONDS);
    expect(CONTACT_KEPT_SECONDS).toBe(7 * 24 * 3600);
    const rsvp = await rawItem(`RSVP#${guest.id}`, event.id);
    expect(rsvp).toMatchObject({ status: 'confirmed', hasEmergencyContact: true });
    expect(rsvp![TABLE.ttlAttribute]).toBeUndefined();
    expect(rsvp!.emergencyContact).toBeUndefined();

    // Postponed: the contact is kept until 7 days after the new end.
    const later = { startTime: at(Date.parse(event.endTime) + 10 * DAY), endTime: at(Date.parse(event.endTime) + 10 * DAY + HOUR) };
    expect((await organizer.call(updateEvent, routes.updateEvent, { params: { eventId: event.id }, body: form(later) })).statusCode).toBe(200);
    const moved = await rawItem(`CONTACT#${guest.id}`, event.id);
    expect(moved![TABLE.ttlAttribute]).toBe(Math.floor(Date.parse(later.endTime) / 1000) + CONTACT_KEPT_SECONDS);

    // Cancelling forgets the contact at once.
    await guest.call(cancelRsvp, routes.cancelRsvp, { params: { eventId: event.id } });
    expect(await rawItem(`CONTACT#${guest.id}`, event.id)).toBeUndefined();
  });
});

describe('no events route shows one member another member’s contact', () => {
  it('neither another member nor the organizer (without consent, before the event day) reads the e-mail or the emergency contact', async () => {
    const event = await createdEvent({ isGated: true, gatingCriteria: 'Founders only', maxAttendees: 1 });
    const params = { eventId: event.id };
    const guest = await memberSharing('Secret', false);
    const nosy = await memberSharing('Nosy', false);
    const secret = 'Padma +91 99999 11111';
    const pending = await guest.call(rsvpEvent, routes.rsvpEvent, { params, body: { emergencyContact: secret } });
    expect(pending.json.status).toBe('pending');
    await nosy.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    const approved = await organizer.call(approveRsvp, routes.approveRsvp, { params: { ...params, rsvpId: pending.json.id } });
    expect(approved.statusCode).toBe(200);
    const email = `${guest.id}@example.com`;

    const seen: string[] = [JSON.stringify(approved.json)];
    for (const who of [nosy, organizer]) {
      for (const answer of [
        await who.call(getEvent, routes.getEvent, { params }),
        await who.call(listUpcoming, routes.listUpcomingEvents, { query: { limit: '50' } }),
        await who.call(listMyEvents, routes.listMyEvents),
        await who.call(listMyRsvps, routes.listMyRsvps),
        await who.call(listAttendees, routes.listEventAttendees, { params }),
        await who.call(listAttendees, routes.listEventAttendees, { params, query: { status: 'confirmed' } }),
        await who.call(calendar, routes.downloadEventCalendar, { params }),
        await who.call(approveRsvp, routes.approveRsvp, { params: { ...params, rsvpId: pending.json.id } }),
        await who.call(declineRsvp, routes.declineRsvp, { params: { ...params, rsvpId: pending.json.id }, body: {} }),
        await who.call(checkIn, routes.checkInRsvp, { params: { qrCode: approved.json.qrCode } }),
        await who.call(checkInStatus, routes.getCheckInStatus, { params }),
        await who.call(checkInGuest, routes.checkInAttendee, { params, body: { rsvpId: pending.json.id, overrideReason: 'Early arrival' } }),
      ]) {
        seen.push(answer.body ?? '');
      }
    }
    const everything = seen.join('\n');
    expect(everything).not.toContain(email);
    expect(everything).not.toContain(secret);
    // The member's own view still has their choice; the organizer's list says a contact exists.
    expect(everything).toContain('"emergencyContactHidden":true');
  });
});
