import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Announcement, type GuestList } from '@club/shared';
import { mailData } from '../../mail/data.js';
import { OUTBOX_STATUSES, outboxInStatus, type OutboxMailItem } from '../../../platform/mail/entities/outbox-mail.js';
import { queryAll } from '../../../platform/db/pages.js';
import { deliverOutbox } from '../../../outbox/deliver.js';
import { expandGuestMail } from '../mail/fan-out.js';
import type { GuestMail } from '../mail/data.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { mailbox } from '../../../test/outbox.js';
import { handler as createEvent } from './create-event.js';
import { handler as rsvpEvent } from './rsvp-event.js';
import { handler as cancelRsvp } from './cancel-rsvp.js';
import { handler as listGuests } from './list-event-guests.js';
import { handler as setChoice } from './set-guest-list-choice.js';
import { handler as announce } from './announce-to-guests.js';
import { handler as listAnnouncements } from './list-announcements.js';
import { handler as listNotifications } from '../../notifications/http/list-notifications.js';
import { handler as unreadCount } from '../../notifications/http/get-unread-notification-count.js';
import { ANNOUNCEMENTS_PER_EVENT } from '../announcements.js';
import { eventForm } from '../../../test/events.js';

const form = (extra: Record<string, unknown> = {}) => eventForm(24 * 20, extra);

let organizer: SignedIn;
beforeAll(async () => {
  organizer = await signIn('Organizer');
});

const create = async (extra: Record<string, unknown> = {}) => {
  const answer = await organizer.call(createEvent, routes.createEvent, { body: form(extra) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return (answer.json as { id: string }).id;
};
const rsvp = async (who: SignedIn, eventId: string, body: Record<string, unknown> = {}) => {
  const answer = await who.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { status: string; showOnGuestList?: boolean };
};
const guestsOf = async (who: SignedIn, eventId: string): Promise<GuestList> => {
  const answer = await who.call(listGuests, routes.listEventGuests, { params: { eventId } });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json as GuestList;
};
const members = (count: number, name: string) => Promise.all(Array.from({ length: count }, () => signIn(name)));

describe("who's going", () => {
  it('names only seated guests who opted in, counts every seated guest, and follows a change of mind', async () => {
    const eventId = await create({ maxAttendees: 3 });
    const [listed, unlisted, later, waiting] = await members(4, 'Guest');
    expect((await rsvp(listed!, eventId, { showOnGuestList: true })).showOnGuestList).toBe(true);
    await rsvp(unlisted!, eventId);
    await rsvp(later!, eventId);
    // Full: the fourth waits, and opting in does not list a guest without a seat.
    expect((await rsvp(waiting!, eventId, { showOnGuestList: true })).status).toBe('waitlist');

    const viewer = await signIn('Viewer');
    const first = await guestsOf(viewer, eventId);
    expect(first.going).toBe(3);
    expect(first.guests.map((guest) => guest.id)).toEqual([listed!.id]);
    expect(first.guests[0]).toMatchObject({ firstName: 'Guest', lastName: 'Reddy' });
    expect(JSON.stringify(first)).not.toContain('@example.com');

    expect((await later!.call(setChoice, routes.setGuestListChoice, { params: { eventId }, body: { showOnGuestList: true } })).json).toEqual({
      showOnGuestList: true,
    });
    expect((await listed!.call(setChoice, routes.setGuestListChoice, { params: { eventId }, body: { showOnGuestList: false } })).statusCode).toBe(200);
    expect((await guestsOf(viewer, eventId)).guests.map((guest) => guest.id)).toEqual([later!.id]);

    // A cancelled guest leaves the list; the waitlisted one who opted in is seated in their place and listed.
    expect((await later!.call(cancelRsvp, routes.cancelRsvp, { params: { eventId } })).statusCode).toBe(200);
    const after = await guestsOf(viewer, eventId);
    expect(after.guests.map((guest) => guest.id)).toEqual([waiting!.id]);
    expect(after.going).toBe(3);
  });

  it('refuses a choice without an RSVP (404) and a choice that is not true or false (400), writing nothing', async () => {
    const eventId = await create();
    const stranger = await signIn('Stranger');
    const none = await stranger.call(setChoice, routes.setGuestListChoice, { params: { eventId }, body: { showOnGuestList: true } });
    expect(none.statusCode).toBe(404);
    const bad = await stranger.call(setChoice, routes.setGuestListChoice, { params: { eventId }, body: { showOnGuestList: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('showOnGuestList must be true or false');
    expect((await guestsOf(stranger, eventId)).guests).toEqual([]);
  });

  it('answers 404 for an event that does not exist', async () => {
    const answer = await organizer.call(listGuests, routes.listEventGuests, { params: { eventId: 'no-such-event' } });
    expect(answer.statusCode).toBe(404);
  });
});

/** Every outbox item (any status) of one template. */
async function outboxOf(template: string): Promise<OutboxMailItem[]> {
  const { outbox } = mailData();
  const found = await Promise.all(OUTBOX_STATUSES.map((status) => queryAll(outbox, outboxInStatus(status), { ascending: true })));
  return found.flat().filter((item) => item.template === template);
}

describe('announcements to the guests', () => {
  const words = { subject: 'Parking at the north gate', message: 'Valet parking is at the north gate.\n\nDoors open at 6 pm.' };

  it('reach each confirmed guest once, as a bell item and a mail, however often the fan-out runs; the same words twice are refused', async () => {
    const eventId = await create({ maxAttendees: 2 });
    const guests = await members(2, 'Guest');
    const waiting = await signIn('Waiting');
    for (const guest of guests) await rsvp(guest, eventId);
    await rsvp(waiting, eventId);

    const sent = await organizer.call(announce, routes.announceToGuests, { params: { eventId }, body: words });
    expect(sent.statusCode, JSON.stringify(sent.json)).toBe(201);
    const again = await organizer.call(announce, routes.announceToGuests, { params: { eventId }, body: words });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('This announcement was already sent to the guests');

    const fanOut = (await outboxOf('event-guests')).filter((item) => item.data.includes((sent.json as Announcement).id));
    expect(fanOut).toHaveLength(1);
    const expand = () => expandGuestMail(JSON.parse(fanOut[0]!.data) as GuestMail, fanOut[0]!);
    expect(await expand()).toBe(2);
    expect(await expand()).toBe(0);
    await Promise.all([deliverOutbox({ limit: 500 }), deliverOutbox({ limit: 500 })]);
    await deliverOutbox({ limit: 500 });

    for (const guest of guests) {
      const mails = (await mailbox(`${guest.id}@example.com`)).filter((mail) => mail.subject === 'Hyderabad Founders Evening: Parking at the north gate');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body.text).toContain('Valet parking is at the north gate.');
      expect(mails[0]!.body.text).toContain('Organizer Reddy, who organizes Hyderabad Founders Evening, writes to its guests');
      const bell = (await guest.call(listNotifications, routes.listNotifications, { query: { limit: '50' } })).json as {
        kind: string;
        title: string;
        link: string;
      }[];
      const told = bell.filter((item) => item.kind === 'event_announcement');
      expect(told).toEqual([expect.objectContaining({ title: '“Hyderabad Founders Evening”: Parking at the north gate', link: `/events?event=${eventId}` })]);
      expect(((await guest.call(unreadCount, routes.getUnreadNotificationCount)).json as { count: number }).count).toBeGreaterThanOrEqual(1);
    }
    // The waitlist has no seat: neither told nor shown the announcements.
    expect((await mailbox(`${waiting.id}@example.com`)).filter((mail) => mail.subject.includes('Parking'))).toEqual([]);
    expect((await waiting.call(listAnnouncements, routes.listAnnouncements, { params: { eventId } })).statusCode).toBe(403);
    const read = await guests[0]!.call(listAnnouncements, routes.listAnnouncements, { params: { eventId } });
    expect((read.json as Announcement[]).map((item) => item.subject)).toEqual(['Parking at the north gate']);
  });

  it('only the organizer announces; blank words are 400 with the field; the cap holds under concurrent sends', async () => {
    const eventId = await create();
    const guest = await signIn('Guest');
    await rsvp(guest, eventId);
    expect((await guest.call(announce, routes.announceToGuests, { params: { eventId }, body: words })).statusCode).toBe(403);
    const blank = await organizer.call(announce, routes.announceToGuests, { params: { eventId }, body: { subject: ' ', message: 'x' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json.issues).toEqual([expect.objectContaining({ path: ['body', 'subject'], message: 'Subject is required' })]);

    const send = (i: number) => organizer.call(announce, routes.announceToGuests, { params: { eventId }, body: { subject: `Note ${i}`, message: 'x' } });
    for (let i = 0; i < ANNOUNCEMENTS_PER_EVENT - 2; i++) expect((await send(i)).statusCode).toBe(201);
    // The last two places, raced by six sends: never more than the cap.
    const raced = await Promise.all(Array.from({ length: 6 }, (_, i) => send(100 + i)));
    expect(raced.every((answer) => [201, 409, 503].includes(answer.statusCode))).toBe(true);
    const created = ANNOUNCEMENTS_PER_EVENT - 2 + raced.filter((answer) => answer.statusCode === 201).length;
    expect(created).toBeLessThanOrEqual(ANNOUNCEMENTS_PER_EVENT);
    for (let i = 200; created < ANNOUNCEMENTS_PER_EVENT && i < 202; i++) await send(i);
    const over = await send(300);
    expect(over.statusCode).toBe(409);
    expect(over.json.message).toBe(`An event can have at most ${ANNOUNCEMENTS_PER_EVENT} announcements`);
    const listed = (await organizer.call(listAnnouncements, routes.listAnnouncements, { params: { eventId } })).json as Announcement[];
    expect(listed).toHaveLength(ANNOUNCEMENTS_PER_EVENT);
  });
});
