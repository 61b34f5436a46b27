import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, routes } from '@club/shared';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as createEvent } from './create-event.js';
import { handler as updateEvent } from './update-event.js';
import { handler as deactivateEvent } from './deactivate-event.js';
import { handler as getEvent } from './get-event.js';
import { handler as listUpcoming } from './list-upcoming-events.js';
import { handler as listMyEvents } from './list-my-events.js';
import { handler as listMyRsvps } from './list-my-rsvps.js';
import { handler as rsvpEvent } from './rsvp-event.js';
import { handler as cancelRsvp } from './cancel-rsvp.js';
import { handler as listAttendees } from './list-event-attendees.js';
import { handler as approveRsvp } from './approve-rsvp.js';
import { handler as declineRsvp } from './decline-rsvp.js';
import { handler as checkIn } from './check-in-rsvp.js';
import { handler as calendar } from './download-event-calendar.js';
import { handler as checkInGuest } from './check-in-attendee.js';
import { handler as checkInStatus } from './get-check-in-status.js';
import { listAuditLog } from '../../audit/audit-log.js';
import { checkInClosedReason } from '../check-in.js';

const DAY = 24 * 3600_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000).toISOString();
/** An event starting within the hour: check-in is open. */
const startingSoon = { startTime: inDays(0, 0.5), endTime: inDays(0, 3) };
const form = (extra: Record<string, unknown> = {}) => ({
  title: 'Dallas Networking Evening',
  type: 'networking',
  startTime: inDays(20),
  endTime: inDays(20, 3),
  timeZone: 'America/Chicago',
  venue: 'The Joule',
  address: '1530 Main St',
  city: 'Dallas',
  country: 'USA',
  ...extra,
});

let organizer: SignedIn;
let member: SignedIn;
let another: SignedIn;

beforeAll(async () => {
  organizer = await signIn('Organizer');
  member = await signIn('Member');
  another = await signIn('Another');
});

const create = async (extra: Record<string, unknown> = {}, who = organizer) => {
  const answer = await who.call(createEvent, routes.createEvent, { body: form(extra) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { id: string };
};
const issuesOf = (answer: { json: { issues?: { path: string[]; message: string }[] } }) =>
  Object.fromEntries((answer.json.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('POST /api/events validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['title required', { title: '' }, 'body.title', 'Title is required'],
    ['start required', { startTime: undefined }, 'body.startTime', 'Start time is required'],
    ['end required', { endTime: undefined }, 'body.endTime', 'End time is required'],
    ['type from the list', { type: 'party' }, 'body.type', 'Type must be one of summit, networking, workshop, investor_meetup, cultural'],
    ['ISO date-time', { startTime: 'next friday' }, 'body.startTime', 'Start time must be an ISO date-time with a time zone offset'],
    ['end after start', { endTime: inDays(19) }, 'body.endTime', 'End time must be after the start time'],
    [
      'virtual needs a link',
      { isVirtual: true, venue: undefined, address: undefined, city: undefined, country: undefined },
      'body.virtualLink',
      'A virtual event needs a virtual link',
    ],
    [
      'virtual link must be a URL',
      { isVirtual: true, virtualLink: 'zoom meeting' },
      'body.virtualLink',
      'Virtual link must be a web address starting with https:// or http://',
    ],
    [
      'no venue when virtual',
      { isVirtual: true, virtualLink: 'https://zoom.us/j/1', address: undefined, city: undefined, country: undefined },
      'body.venue',
      'Venue is only for in-person events',
    ],
    [
      'no city when virtual',
      { isVirtual: true, virtualLink: 'https://zoom.us/j/1', venue: undefined, address: undefined, country: undefined },
      'body.city',
      'City is only for in-person events',
    ],
    ['no link when in person', { virtualLink: 'https://zoom.us/j/1' }, 'body.virtualLink', 'A virtual link is only for virtual events'],
    ['criteria when gated', { isGated: true }, 'body.gatingCriteria', 'Approval criteria are required for a gated event'],
    ['max positive', { maxAttendees: 0 }, 'body.maxAttendees', 'Max attendees must be at least 1 (leave it empty for no limit)'],
    ['max whole', { maxAttendees: 2.5 }, 'body.maxAttendees', 'Max attendees must be a whole number'],
    ['max a number', { maxAttendees: true }, 'body.maxAttendees', 'Max attendees must be a number'],
    ['deadline before start', { registrationDeadline: inDays(21) }, 'body.registrationDeadline', 'Registration deadline must be before the start time'],
    ['known time zone', { timeZone: 'Mars/Olympus' }, 'body.timeZone', 'Time zone must be an IANA zone such as Asia/Kolkata'],
    ['dress code short', { dressCode: 'Business formal, '.repeat(4) }, 'body.dressCode', 'Dress code must be at most 60 characters'],
    ['dress code one line', { dressCode: 'Business formal\nno jeans' }, 'body.dressCode', 'Dress code must be one line without control characters'],
    ['dress code text', { dressCode: 42 }, 'body.dressCode', 'Dress code must be text'],
  ];
  it.each(cases)('%s', async (_name, extra, path, message) => {
    const answer = await organizer.call(createEvent, routes.createEvent, { body: form(extra) });
    expect(answer.statusCode).toBe(400);
    expect(issuesOf(answer)[path]).toBe(message);
  });

  it('applies the form defaults and answers 401 without a session', async () => {
    const answer = await organizer.call(createEvent, routes.createEvent, {
      body: { title: 'Plain', startTime: inDays(5), endTime: inDays(5, 1), maxAttendees: '', registrationDeadline: '' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({ type: 'networking', isVirtual: false, isGated: false, isActive: true, currentAttendees: 0, registrationOpen: true });
    expect(answer.json.maxAttendees).toBeUndefined();
    expect((await invoke(createEvent, apiEvent(routes.createEvent, { body: form() }))).statusCode).toBe(401);
  });
});

describe('dress code', () => {
  it('is stored trimmed, answered to every member and in lists and the calendar, cleared when an edit leaves it out; a bad one writes nothing', async () => {
    const event = await create({ dressCode: '  Business formal ' });
    const params = { eventId: event.id };
    expect(event).toMatchObject({ dressCode: 'Business formal' });
    expect((await member.call(getEvent, routes.getEvent, { params })).json.dressCode).toBe('Business formal');
    const upcoming = await member.call(listUpcoming, routes.listUpcomingEvents, { query: { limit: '50' } });
    expect(upcoming.json.find((e: { id: string }) => e.id === event.id).dressCode).toBe('Business formal');
    expect((await member.call(calendar, routes.downloadEventCalendar, { params })).body).toContain('DESCRIPTION:Dress code: Business formal');

    const refused = await organizer.call(updateEvent, routes.updateEvent, { params, body: form({ dressCode: 'Black tie\u202E' }) });
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused)['body.dressCode']).toBe('Dress code must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069)');
    expect((await member.call(getEvent, routes.getEvent, { params })).json.dressCode).toBe('Business formal');

    const changed = await organizer.call(updateEvent, routes.updateEvent, { params, body: form({ dressCode: 'Smart casual' }) });
    expect(changed.json.dressCode).toBe('Smart casual');
    const cleared = await organizer.call(updateEvent, routes.updateEvent, { params, body: form({ dressCode: '' }) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json).not.toHaveProperty('dressCode');
    expect((await member.call(getEvent, routes.getEvent, { params })).json).not.toHaveProperty('dressCode');
    expect((await member.call(calendar, routes.downloadEventCalendar, { params })).body).not.toContain('Dress code');
  });
});

describe('RSVP, capacity, waitlist and cancel', () => {
  it('confirms with a QR code, waitlists when full, refuses a second RSVP, promotes in order on cancel', async () => {
    const event = await create({ maxAttendees: 1 });
    const params = { eventId: event.id };
    const first = await member.call(rsvpEvent, routes.rsvpEvent, { params, body: { specialRequests: 'Aisle seat', status: 'pending' } });
    expect(first.statusCode).toBe(201);
    expect(first.json.status).toBe('confirmed');
    expect(first.json.qrCode).toMatch(/^[3479ACEFHJKMNPRTWXY]{8}$/);

    const again = await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('You have already RSVPed to this event');

    const second = await another.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    expect(second.json).toMatchObject({ status: 'waitlist', waitlistPosition: 1 });
    expect(second.json.qrCode).toBeUndefined();

    const cancelled = await member.call(cancelRsvp, routes.cancelRsvp, { params });
    expect(cancelled.json.status).toBe('cancelled');
    const promoted = await another.call(getEvent, routes.getEvent, { params });
    expect(promoted.json.myRsvp.status).toBe('confirmed');
    expect(promoted.json.myRsvp.qrCode).toBeTruthy();
    expect(promoted.json).toMatchObject({ currentAttendees: 1, seatsLeft: 0, waitlistCount: 0 });

    // A cancelled RSVP may RSVP again: the event is full now, so it joins the waitlist.
    const back = await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    expect(back.json).toMatchObject({ status: 'waitlist', waitlistPosition: 1 });
    const twice = await member.call(cancelRsvp, routes.cancelRsvp, { params });
    expect(twice.json.status).toBe('cancelled');
    expect((await member.call(cancelRsvp, routes.cancelRsvp, { params })).json.message).toBe('Your RSVP is already cancelled');
    expect((await organizer.call(cancelRsvp, routes.cancelRsvp, { params })).statusCode).toBe(404);
  });

  it('closes registration when inactive, started or past the deadline (409)', async () => {
    const inactive = await create({ isActive: false });
    const closed = await member.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: inactive.id }, body: {} });
    expect(closed.statusCode).toBe(409);
    expect(closed.json.message).toBe('Registration is closed: this event is no longer active');

    const started = await create({ startTime: inDays(-1), endTime: inDays(1) });
    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: started.id }, body: {} })).json.message).toBe(
      'Registration is closed: this event has already started',
    );
    const late = await create({ registrationDeadline: new Date(Date.now() - 60_000).toISOString() });
    const answer = await member.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: late.id }, body: {} });
    expect(answer.statusCode).toBe(409);
    expect(answer.json.message).toMatch(/^Registration closed on /);
    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: 'no-such-event' }, body: {} })).statusCode).toBe(404);
  });

  it('gated: pending until the organizer approves (into the waitlist when full) or declines with a reason', async () => {
    const event = await create({ isGated: true, gatingCriteria: 'Founders with a funded company', maxAttendees: 1 });
    const params = { eventId: event.id };
    const a = await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    const b = await another.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    const c = await organizer.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    expect([a.json.status, b.json.status, c.json.status]).toEqual(['pending', 'pending', 'pending']);

    expect((await member.call(approveRsvp, routes.approveRsvp, { params: { ...params, rsvpId: b.json.id } })).statusCode).toBe(403);
    const approved = await organizer.call(approveRsvp, routes.approveRsvp, { params: { ...params, rsvpId: a.json.id } });
    expect(approved.json).toMatchObject({ status: 'confirmed', approvedBy: organizer.id });
    const waitlisted = await organizer.call(approveRsvp, routes.approveRsvp, { params: { ...params, rsvpId: b.json.id } });
    expect(waitlisted.json).toMatchObject({ status: 'waitlist', waitlistPosition: 1 });
    const again = await organizer.call(approveRsvp, routes.approveRsvp, { params: { ...params, rsvpId: a.json.id } });
    expect(again.statusCode).toBe(409);
    const declined = await organizer.call(declineRsvp, routes.declineRsvp, { params: { ...params, rsvpId: c.json.id }, body: { reason: 'Founders only' } });
    expect(declined.json).toMatchObject({ status: 'declined', rejectionReason: 'Founders only' });
    expect((await organizer.call(declineRsvp, routes.declineRsvp, { params: { ...params, rsvpId: 'nope' }, body: {} })).statusCode).toBe(404);
  });
});

describe('organizer management', () => {
  it('edits (never below the confirmed count), deactivates, lists attendees with their details; others get 403', async () => {
    const event = await create({ maxAttendees: 2 });
    const params = { eventId: event.id };
    await member.call(rsvpEvent, routes.rsvpEvent, { params, body: { dietaryRestrictions: 'Jain', emergencyContact: 'Ravi +1 214 555 0100' } });
    await another.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });

    const lower = await organizer.call(updateEvent, routes.updateEvent, { params, body: form({ maxAttendees: 1 }) });
    expect(lower.statusCode).toBe(409);
    expect(lower.json.message).toBe('Max attendees cannot be lower than the 2 confirmed attendees');
    const ok = await organizer.call(updateEvent, routes.updateEvent, { params, body: form({ title: 'Dallas Evening', maxAttendees: 5 }) });
    expect(ok.json).toMatchObject({ title: 'Dallas Evening', maxAttendees: 5, seatsLeft: 3 });
    expect((await member.call(updateEvent, routes.updateEvent, { params, body: form() })).statusCode).toBe(403);
    expect((await member.call(deactivateEvent, routes.deactivateEvent, { params })).statusCode).toBe(403);
    expect((await member.call(listAttendees, routes.listEventAttendees, { params })).statusCode).toBe(403);

    const attendees = await organizer.call(listAttendees, routes.listEventAttendees, { params, query: { status: 'confirmed' } });
    expect(attendees.json).toHaveLength(2);
    const jain = attendees.json.find((a: { memberId: string }) => a.memberId === member.id);
    // The e-mail and the emergency contact wait for consent and the event day (contacts.test.ts).
    expect(jain).toMatchObject({ dietaryRestrictions: 'Jain', emergencyContactHidden: true, memberName: 'Member Reddy', shareEmail: false });
    expect(jain.memberEmail).toBeUndefined();

    const off = await organizer.call(deactivateEvent, routes.deactivateEvent, { params });
    expect(off.json).toMatchObject({ isActive: false, registrationOpen: false });
    const upcoming = await member.call(listUpcoming, routes.listUpcomingEvents, { query: { limit: '50' } });
    expect(upcoming.json.map((e: { id: string }) => e.id)).not.toContain(event.id);
  });
});

describe('virtual link, lists and calendar', () => {
  it('shows the virtual link only to the organizer and seated members', async () => {
    const event = await create({
      isVirtual: true,
      virtualLink: 'https://zoom.us/j/555',
      venue: undefined,
      address: undefined,
      city: undefined,
      country: undefined,
      maxAttendees: 1,
      title: 'Virtual Investor Meetup',
    });
    const params = { eventId: event.id };
    expect((await organizer.call(getEvent, routes.getEvent, { params })).json.virtualLink).toBe('https://zoom.us/j/555');
    expect((await member.call(getEvent, routes.getEvent, { params })).json.virtualLink).toBeUndefined();
    await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} });
    await another.call(rsvpEvent, routes.rsvpEvent, { params, body: {} }); // waitlisted
    expect((await member.call(getEvent, routes.getEvent, { params })).json.virtualLink).toBe('https://zoom.us/j/555');
    expect((await another.call(getEvent, routes.getEvent, { params })).json.virtualLink).toBeUndefined();
    const upcoming = await another.call(listUpcoming, routes.listUpcomingEvents, { query: { limit: '50' } });
    expect(upcoming.json.find((e: { id: string }) => e.id === event.id).virtualLink).toBeUndefined();
    const mine = await another.call(listMyRsvps, routes.listMyRsvps);
    expect(mine.json.find((r: { eventId: string }) => r.eventId === event.id).event.virtualLink).toBeUndefined();
    const ics = await another.call(calendar, routes.downloadEventCalendar, { params });
    expect(ics.body).not.toContain('zoom.us');
    const seated = await member.call(calendar, routes.downloadEventCalendar, { params });
    expect(seated.body).toContain('https://zoom.us/j/555');
  });

  it('answers an .ics in the event’s time zone with the venue', async () => {
    const event = await create({ startTime: '2030-01-14T00:30:00Z', endTime: '2030-01-14T03:00:00Z', description: 'Mixer with the Dallas chapter' });
    const answer = await member.call(calendar, routes.downloadEventCalendar, { params: { eventId: event.id } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/calendar');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="dallas-networking-evening.ics"');
    expect(answer.body).toContain('BEGIN:VTIMEZONE');
    expect(answer.body).toContain('TZID:America/Chicago');
    expect(answer.body).toContain('DTSTART;TZID=America/Chicago:20300113T183000');
    expect(answer.body).toContain('DTEND;TZID=America/Chicago:20300113T210000');
    expect(answer.body).toContain('SUMMARY:Dallas Networking Evening');
    expect(answer.body).toContain('LOCATION:The Joule\\, 1530 Main St\\, Dallas\\, USA');
    expect((await member.call(calendar, routes.downloadEventCalendar, { params: { eventId: 'missing' } })).statusCode).toBe(404);
  });

  it('lists are one Query (+ one BatchGet) and page with the cursor header', async () => {
    const host = await signIn('Host');
    for (let i = 0; i < 3; i += 1) await create({ title: `Workshop ${i}`, type: 'workshop' }, host);
    const counter = countDynamoCommands();
    const counted = async (run: () => Promise<unknown>) => {
      counter.reset();
      await run();
      return readCounts(counter.counts());
    };
    // The session and member reads of the wrapper are GetItems; lists are held to Query/BatchGet.
    expect(await counted(() => host.call(listMyEvents, routes.listMyEvents))).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
    expect(await counted(() => member.call(listUpcoming, routes.listUpcomingEvents))).toMatchObject({ query: 1, batchGet: 1, scan: 0 });
    expect(await counted(() => member.call(listMyRsvps, routes.listMyRsvps))).toMatchObject({ query: 1, batchGet: 1, scan: 0 });
    counter.stop();
    const first = await host.call(listMyEvents, routes.listMyEvents, { query: { limit: '2' } });
    expect(first.json.map((e: { title: string }) => e.title)).toEqual(['Workshop 2', 'Workshop 1']);
    const next = await host.call(listMyEvents, routes.listMyEvents, { query: { limit: '2', cursor: first.headers[NEXT_CURSOR_HEADER]! } });
    expect(next.json.map((e: { title: string }) => e.title)).toEqual(['Workshop 0']);
    const upcoming = await member.call(listUpcoming, routes.listUpcomingEvents, { query: { limit: '50' } });
    const ends = upcoming.json.map((e: { endTime: string }) => e.endTime);
    expect(ends).toEqual([...ends].sort());
    expect(ends.every((end: string) => end > new Date().toISOString())).toBe(true);
  });
});

describe('check-in', () => {
  it('organizer or staff only; 404 unknown; 409 when not confirmed; once only', async () => {
    const event = await create({ isGated: false, maxAttendees: 1, timeZone: 'Asia/Kolkata', ...startingSoon });
    const params = { eventId: event.id };
    const ticket = (await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} })).json;
    expect((await another.call(checkIn, routes.checkInRsvp, { params: { qrCode: ticket.qrCode } })).statusCode).toBe(403);
    expect((await organizer.call(checkIn, routes.checkInRsvp, { params: { qrCode: 'AAAAAAAAAAAAAAAAAAAAAAAA' } })).statusCode).toBe(404);
    const ok = await organizer.call(checkIn, routes.checkInRsvp, { params: { qrCode: ticket.qrCode } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json.rsvp).toMatchObject({ status: 'checked_in', checkedInBy: organizer.id, memberName: 'Member Reddy' });
    const twice = await organizer.call(checkIn, routes.checkInRsvp, { params: { qrCode: ticket.qrCode } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json.message).toMatch(/^Already checked in at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/i);
    expect((await member.call(cancelRsvp, routes.cancelRsvp, { params })).statusCode).toBe(409);

    const staff = await signIn('Staff', { role: 'staff' });
    const other = await create({ maxAttendees: 5 });
    const cancelledTicket = (await another.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: other.id }, body: {} })).json;
    await another.call(cancelRsvp, routes.cancelRsvp, { params: { eventId: other.id } });
    const refused = await staff.call(checkIn, routes.checkInRsvp, { params: { qrCode: cancelledTicket.qrCode } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('This RSVP was cancelled, so it cannot be checked in');
  });
});

describe('door check-in: by code or name, the window, the count', () => {
  const HOUR = 3600_000;
  const ticketFor = async (who: SignedIn, eventId: string) => (await who.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} })).json;
  const status = async (eventId: string, who = organizer) => (await who.call(checkInStatus, routes.getCheckInStatus, { params: { eventId } })).json;

  it('by an 8-character code typed with spaces and in lower case, and by RSVP; the count moves; once only', async () => {
    const event = await create({ maxAttendees: 5, ...startingSoon });
    const params = { eventId: event.id };
    const [first, second] = [await ticketFor(member, event.id), await ticketFor(another, event.id)];
    expect(first.qrCode).toMatch(/^[3479ACEFHJKMNPRTWXY]{8}$/);
    expect(await status(event.id)).toMatchObject({ checkedIn: 0, expected: 2, open: true });
    expect((await another.call(checkInStatus, routes.getCheckInStatus, { params })).statusCode).toBe(403);

    const typed = `${first.qrCode.slice(0, 4).toLowerCase()} ${first.qrCode.slice(4)}`;
    const byCode = await organizer.call(checkInGuest, routes.checkInAttendee, { params, body: { code: typed } });
    expect(byCode.statusCode, JSON.stringify(byCode.json)).toBe(200);
    expect(byCode.json).toMatchObject({ rsvp: { status: 'checked_in', memberName: 'Member Reddy' }, count: { checkedIn: 1, expected: 2 } });

    const byName = await organizer.call(checkInGuest, routes.checkInAttendee, { params, body: { rsvpId: second.id } });
    expect(byName.json).toMatchObject({ rsvp: { status: 'checked_in', memberId: another.id }, count: { checkedIn: 2, expected: 2 } });
    const again = await organizer.call(checkInGuest, routes.checkInAttendee, { params, body: { rsvpId: second.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toMatch(/^Already checked in at /);
    expect(await status(event.id)).toMatchObject({ checkedIn: 2, expected: 2 });
    // Only the organizer (or staff) checks in, by code or by RSVP.
    expect((await member.call(checkInGuest, routes.checkInAttendee, { params, body: { rsvpId: second.id } })).statusCode).toBe(403);
  });

  it('refuses a code of another event, an unknown code, and a body with neither code nor guest (400, nothing written)', async () => {
    const mine = await create({ ...startingSoon });
    const theirs = await create({ ...startingSoon }, another);
    const foreign = await ticketFor(member, theirs.id);
    const refused = await organizer.call(checkInGuest, routes.checkInAttendee, { params: { eventId: mine.id }, body: { code: foreign.qrCode } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('This ticket is for another event');
    expect((await organizer.call(checkInGuest, routes.checkInAttendee, { params: { eventId: mine.id }, body: { code: 'WXYW-XYWX' } })).statusCode).toBe(404);
    const empty = await organizer.call(checkInGuest, routes.checkInAttendee, { params: { eventId: mine.id }, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(issuesOf(empty)).toEqual({ 'body.code': 'Give a ticket code or choose a guest' });
    // The foreign ticket is still good at its own event.
    expect(await status(theirs.id, another)).toMatchObject({ checkedIn: 0, expected: 1 });
  });

  it('refuses before the window opens and after the event ended, saying when; the organizer overrides with a reason, kept and audited', async () => {
    const event = (await create({ timeZone: 'Asia/Kolkata' })) as { id: string; startTime: string };
    const params = { eventId: event.id };
    const ticket = await ticketFor(member, event.id);
    const window = await status(event.id);
    expect(window.open).toBe(false);
    expect(Date.parse(window.opensAt)).toBe(Date.parse(event.startTime) - 2 * HOUR);

    const early = await organizer.call(checkInGuest, routes.checkInAttendee, { params, body: { code: ticket.qrCode } });
    expect(early.statusCode).toBe(409);
    expect(early.json.message).toMatch(/^Check-in opens at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST, 2 hours before the start; /i);
    const legacyRoute = await organizer.call(checkIn, routes.checkInRsvp, { params: { qrCode: ticket.qrCode } });
    expect(legacyRoute.statusCode).toBe(409);
    expect(await status(event.id)).toMatchObject({ checkedIn: 0 });

    const overridden = await organizer.call(checkInGuest, routes.checkInAttendee, {
      params,
      body: { code: ticket.qrCode, overrideReason: '  Arrived early to set up the stage  ' },
    });
    expect(overridden.statusCode, JSON.stringify(overridden.json)).toBe(200);
    expect(overridden.json.rsvp).toMatchObject({ status: 'checked_in', checkInOverride: 'Arrived early to set up the stage' });
    expect(overridden.json.count).toEqual({ checkedIn: 1, expected: 1 });
    const attendees = await organizer.call(listAttendees, routes.listEventAttendees, { params, query: { status: 'checked_in' } });
    expect(attendees.json).toMatchObject([{ memberId: member.id, checkInOverride: 'Arrived early to set up the stage' }]);
    const { items } = await listAuditLog({ actorId: organizer.id, limit: 10 });
    expect(items.find((entry) => entry.targetId === ticket.id)).toMatchObject({
      action: 'event.check_in_override',
      targetType: 'event_rsvp',
      after: { status: 'checked_in', eventId: event.id, reason: 'Arrived early to set up the stage' },
    });

    // After the end (an RSVP cannot be made then, so the rule is read directly): closed, saying when it closed.
    const times = { startTime: '2026-12-12T12:30:00.000Z', endTime: '2026-12-12T15:30:00.000Z', timeZone: 'Asia/Kolkata' };
    expect(checkInClosedReason(times, Date.parse('2026-12-12T10:29:00.000Z'))).toMatch(/^Check-in opens at 12 Dec 2026, 4:00 pm IST/i);
    expect(checkInClosedReason(times, Date.parse('2026-12-12T10:31:00.000Z'))).toBeUndefined();
    expect(checkInClosedReason(times, Date.parse('2026-12-12T15:29:00.000Z'))).toBeUndefined();
    expect(checkInClosedReason(times, Date.parse('2026-12-12T15:31:00.000Z'))).toMatch(/^Check-in closed at 12 Dec 2026, 9:00 pm IST, when the event ended$/i);
  });
});
