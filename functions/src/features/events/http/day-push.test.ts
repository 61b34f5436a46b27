import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { routes } from '@club/shared';
import type { LocalPushSubscription } from '../../../dev/push-local.js';
import { handler as deletePush } from '../../notifications/http/delete-push-subscription.js';
import { pushAfter, pushesTo, subscribedDevice } from '../../../test/push.js';
import { outboxFor } from '../../../test/outbox.js';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { eventForm, inHours } from '../../../test/events.js';
import { eventData } from '../data.js';
import { DAY_PUSH_AHEAD_MS } from '../day-push.js';
import { queueEventReminders } from '../index.js';
import { handler as cancelRsvp } from './cancel-rsvp.js';
import { handler as checkInGuest } from './check-in-attendee.js';
import { handler as createEvent } from './create-event.js';
import { handler as rsvpEvent } from './rsvp-event.js';
import { handler as updateEvent } from './update-event.js';

const form = (extra: Record<string, unknown> = {}) => eventForm(2, { address: 'Road No. 1, Banjara Hills', ...extra });

let organizer: SignedIn;
beforeAll(async () => {
  organizer = await signIn('Organizer');
});

const create = async (extra: Record<string, unknown> = {}) => {
  const body = form(extra);
  const answer = await organizer.call(createEvent, routes.createEvent, { body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  return { id: (answer.json as { id: string }).id, body };
};
const rsvp = async (who: SignedIn, eventId: string) => {
  const answer = await who.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBeLessThan(300);
  return answer.json as { status: string; qrCode?: string };
};
/** Both runs at once (overlapping schedules), then one more. */
const runTwiceOverlapping = async (now?: Date) => {
  const [first, second] = await Promise.all([queueEventReminders(now, { guestPageSize: 1 }), queueEventReminders(now)]);
  const third = await queueEventReminders(now);
  return first.pushes + second.pushes + third.pushes;
};

describe('the event-day push (event-reminders job)', () => {
  let event: Awaited<ReturnType<typeof create>>;
  let asha: SignedIn;
  let ashaPhone: LocalPushSubscription;
  const nobody: { who: string; device: LocalPushSubscription }[] = [];

  beforeAll(async () => {
    event = await create({ maxAttendees: 4 });
    const [ashaMember, off, quitter, arrived, filler, waiting] = await Promise.all(
      ['Asha', 'Off', 'Quitter', 'Arrived', 'Filler', 'Waiting'].map((name) => signIn(name)),
    );
    asha = ashaMember!;
    ashaPhone = await subscribedDevice(asha);
    // Turned push off on the device: its subscription is gone.
    const offPhone = await subscribedDevice(off!);
    expect((await off!.call(deletePush, routes.deletePushSubscription)).statusCode).toBe(200);
    const quitterPhone = await subscribedDevice(quitter!);
    const arrivedPhone = await subscribedDevice(arrived!);
    const waitingPhone = await subscribedDevice(waiting!);
    await rsvp(asha, event.id);
    await rsvp(off!, event.id);
    await rsvp(quitter!, event.id);
    const ticket = await rsvp(arrived!, event.id);
    expect((await quitter!.call(cancelRsvp, routes.cancelRsvp, { params: { eventId: event.id } })).statusCode).toBe(200);
    // Already at the door: checked in early, not reminded.
    const checkedIn = await organizer.call(checkInGuest, routes.checkInAttendee, {
      params: { eventId: event.id },
      body: { code: ticket.qrCode, deviceId: 'door-front-0001' },
    });
    expect(checkedIn.statusCode, JSON.stringify(checkedIn.json)).toBe(200);
    await rsvp(filler!, event.id);
    expect((await rsvp(waiting!, event.id)).status).toBe('waitlist');
    nobody.push(
      { who: 'push turned off', device: offPhone },
      { who: 'cancelled RSVP', device: quitterPhone },
      { who: 'checked in', device: arrivedPhone },
      { who: 'waitlisted', device: waitingPhone },
    );
  });

  it('reaches a subscribed confirmed guest once, however often and overlapping the job runs; nobody else', async () => {
    let queued = 0;
    const run = await pushAfter(async () => {
      queued = await runTwiceOverlapping();
    });
    // Asha, Off and Filler are confirmed: three notices queued, one device to push to (Off turned push off, Filler has none).
    expect(queued).toBe(3);
    expect(run).toMatchObject({ sent: 1, removed: 0, failed: 0 });
    const pushes = await pushesTo(ashaPhone);
    expect(pushes).toEqual([
      {
        // "Tomorrow" when the test runs in the evening before an event starting after midnight in Hyderabad (day-push.test.ts).
        title: expect.stringMatching(/^(Today|Tomorrow): Hyderabad Founders Evening$/),
        body: expect.stringMatching(/^Starts at \d{1,2}:\d{2}\s[ap]m · Taj Krishna, Hyderabad — your ticket is in My RSVPs$/),
        link: `/events?event=${encodeURIComponent(event.id)}`,
        tag: `event-today.${event.id}`,
      },
    ]);
    for (const { who, device } of nobody) expect(await pushesTo(device), who).toEqual([]);
    // The 24-hour reminder mail was queued in the same pass, and pushed nothing (sent: 1 above is the day's push).
    expect((await outboxFor(`${asha.id}@example.com`)).map((mail) => mail.template)).toContain('event-reminder');
  });

  it('is written once per guest and start time even when the event’s mark is lost', async () => {
    await eventData().events.build(UpdateItemCommand).item({ id: event.id, remindersQueuedFor: event.body.startTime }).send();
    let queued = -1;
    const run = await pushAfter(async () => {
      queued = await runTwiceOverlapping();
    });
    // The guests were read again, and each notice was already there: none queued (an overwrite would not even be an INSERT).
    expect(queued).toBe(0);
    expect(run.sent).toBe(0);
    expect(await pushesTo(ashaPhone)).toHaveLength(1);
  });

  it('pushes again when the event moves later, replacing the earlier push on screen', async () => {
    const moved = { ...event.body, startTime: inHours(2.5), endTime: inHours(5.5) };
    expect((await organizer.call(updateEvent, routes.updateEvent, { params: { eventId: event.id }, body: moved })).statusCode).toBe(200);
    const run = await pushAfter(() => runTwiceOverlapping());
    expect(run.sent).toBe(1);
    const pushes = await pushesTo(ashaPhone);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]!.tag).toBe(pushes[0]!.tag);
    for (const { who, device } of nobody) expect(await pushesTo(device), who).toEqual([]);
  });

  it('waits for the day: an event tomorrow gets its reminder mail, which pushes nothing; its push comes 3 hours before', async () => {
    const later = await create({ startTime: inHours(10), endTime: inHours(12), title: 'Vizag Investor Breakfast' });
    const bala = await signIn('Bala');
    const phone = await subscribedDevice(bala);
    await rsvp(bala, later.id);

    const early = await pushAfter(() => queueEventReminders());
    expect(early.sent).toBe(0);
    expect((await outboxFor(`${bala.id}@example.com`)).map((mail) => mail.template)).toContain('event-reminder');
    expect(await pushesTo(phone)).toEqual([]);

    // Just outside the lead time: still nothing; just inside it: the push.
    const start = Date.parse(later.body.startTime);
    expect((await pushAfter(() => queueEventReminders(new Date(start - DAY_PUSH_AHEAD_MS - 60_000)))).sent).toBe(0);
    expect((await pushAfter(() => queueEventReminders(new Date(start - DAY_PUSH_AHEAD_MS + 60_000)))).sent).toBe(1);
    expect((await pushesTo(phone)).map((push) => push.title)).toEqual([expect.stringMatching(/^(Today|Tomorrow): Vizag Investor Breakfast$/)]);
  });
});
