import { beforeAll, describe, expect, it } from 'vitest';
import { DOOR, routes } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { signIn, type SignedIn } from '../../../test/signed-in.js';
import { eventData } from '../data.js';
import { handler as createEvent } from './create-event.js';
import { handler as rsvpEvent } from './rsvp-event.js';
import { handler as checkInGuest } from './check-in-attendee.js';
import { handler as checkInStatus } from './get-check-in-status.js';
import { handler as doorList } from './get-door-list.js';
import { handler as syncCheckIns } from './sync-check-ins.js';

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
/** An event starting within the hour: check-in is open. */
const form = (extra: Record<string, unknown> = {}) => ({
  title: 'Vizag Founders Evening',
  type: 'networking',
  startTime: at(0.5 * HOUR),
  endTime: at(3 * HOUR),
  timeZone: 'Asia/Kolkata',
  venue: 'Novotel',
  city: 'Visakhapatnam',
  country: 'India',
  ...extra,
});

let organizer: SignedIn;
let staff: SignedIn;
let guests: SignedIn[];
let stranger: SignedIn;

beforeAll(async () => {
  [organizer, staff, stranger, ...guests] = await Promise.all([
    signIn('Organizer'),
    signIn('Staff', { role: 'staff' }),
    signIn('Stranger'),
    signIn('Anil'),
    signIn('Bhavana'),
    signIn('Chandra'),
  ]);
});

/** A new event with the three guests' tickets. */
async function eventWithGuests(extra: Record<string, unknown> = {}) {
  const created = await organizer.call(createEvent, routes.createEvent, { body: form(extra) });
  expect(created.statusCode, JSON.stringify(created.json)).toBe(201);
  const eventId = (created.json as { id: string }).id;
  const tickets: { id: string; qrCode: string }[] = [];
  for (const guest of guests) tickets.push((await guest.call(rsvpEvent, routes.rsvpEvent, { params: { eventId }, body: {} })).json);
  return { eventId, tickets };
}

const sync = (who: SignedIn, eventId: string, checkIns: unknown[]) => who.call(syncCheckIns, routes.syncCheckIns, { params: { eventId }, body: { checkIns } });
const queued = (clientId: string, code: string, deviceId: string, scannedAt = at(-60_000)) => ({ clientId, code, scannedAt, deviceId });
const count = async (eventId: string) => (await organizer.call(checkInStatus, routes.getCheckInStatus, { params: { eventId } })).json;
const storedRsvp = async (eventId: string, memberId: string) =>
  (await eventData().rsvps.build(GetItemCommand).key({ eventId, memberId }).options({ consistent: true }).send()).Item;

describe('GET /api/events/{eventId}/door-list', () => {
  it('gives the organizer and staff every seated guest with code, initials and status, the window, the count and a session key; nobody else', async () => {
    const { eventId, tickets } = await eventWithGuests();
    const live = await organizer.call(checkInGuest, routes.checkInAttendee, {
      params: { eventId },
      body: { code: tickets[0]!.qrCode, deviceId: 'door-front-0001' },
    });
    expect(live.statusCode, JSON.stringify(live.json)).toBe(200);

    const answer = await organizer.call(doorList, routes.getDoorList, { params: { eventId } });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    const list = answer.json;
    expect(list.count).toEqual({ checkedIn: 1, expected: 3 });
    expect(list.nextCursor).toBeNull();
    expect(Date.parse(list.opensAt)).toBeLessThan(Date.parse(list.event.startTime));
    expect(list.closesAt).toBe(list.event.endTime);
    expect(list.guests).toHaveLength(3);
    const anil = list.guests.find((guest: { rsvpId: string }) => guest.rsvpId === tickets[0]!.id);
    expect(anil).toMatchObject({ name: 'Anil Reddy', initials: 'AR', code: tickets[0]!.qrCode, status: 'checked_in', checkedInDeviceId: 'door-front-0001' });
    expect(anil.shortCode).toBe(`${tickets[0]!.qrCode.slice(0, 4)} ${tickets[0]!.qrCode.slice(4)}`);
    expect(anil.photoUrl).toMatch(/^https:\/\/images\.example\.com\//);
    expect(list.guests.filter((guest: { status: string }) => guest.status === 'confirmed')).toHaveLength(2);
    // The key is 32 bytes, the same on a second download of the same session, another for another session.
    expect(Buffer.from(list.doorKey, 'base64url')).toHaveLength(32);
    expect((await organizer.call(doorList, routes.getDoorList, { params: { eventId } })).json.doorKey).toBe(list.doorKey);
    const byStaff = await staff.call(doorList, routes.getDoorList, { params: { eventId } });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json.doorKey).not.toBe(list.doorKey);

    expect((await stranger.call(doorList, routes.getDoorList, { params: { eventId } })).statusCode).toBe(403);
    expect((await guests[1]!.call(doorList, routes.getDoorList, { params: { eventId } })).statusCode).toBe(403);
    expect((await organizer.call(doorList, routes.getDoorList, { params: { eventId: 'no-such-event' } })).statusCode).toBe(404);
    const badCursor = await organizer.call(doorList, routes.getDoorList, { params: { eventId }, query: { cursor: 'not-a-cursor' } });
    expect(badCursor.statusCode).toBe(400);
  });
});

describe('POST /api/events/{eventId}/check-ins/sync', () => {
  it('checks queued guests in with the scan time and device, answers a replay the same, and tells a second device who was first', async () => {
    const { eventId, tickets } = await eventWithGuests();
    const scannedAt = at(-2 * 60_000);
    const batch = [
      queued('a-1', tickets[0]!.qrCode.toLowerCase(), 'door-device-aaaa', scannedAt),
      { clientId: 'a-2', rsvpId: tickets[1]!.id, scannedAt, deviceId: 'door-device-aaaa' },
    ];
    const first = await sync(organizer, eventId, batch);
    expect(first.statusCode, JSON.stringify(first.json)).toBe(200);
    expect(first.json.outcomes).toMatchObject([
      { clientId: 'a-1', result: 'checkedIn', rsvpId: tickets[0]!.id, name: 'Anil Reddy', checkedInAt: scannedAt },
      { clientId: 'a-2', result: 'checkedIn', rsvpId: tickets[1]!.id, name: 'Bhavana Reddy' },
    ]);
    expect(first.json.count).toEqual({ checkedIn: 2, expected: 3 });
    const stored = await storedRsvp(eventId, guests[0]!.id);
    expect(stored).toMatchObject({
      status: 'checked_in',
      checkedInAt: scannedAt,
      checkInScannedAt: scannedAt,
      checkInDeviceId: 'door-device-aaaa',
      checkedInBy: organizer.id,
    });
    expect(Date.parse(stored!.checkInSyncedAt!)).toBeGreaterThan(Date.parse(scannedAt));

    const replay = await sync(organizer, eventId, batch);
    expect(replay.json.outcomes).toEqual(first.json.outcomes);
    expect(replay.json.count).toEqual({ checkedIn: 2, expected: 3 });

    // Another door scanned Anil too, offline; staff sync it later.
    const second = await sync(staff, eventId, [queued('b-1', tickets[0]!.qrCode, 'door-device-bbbb')]);
    expect(second.json.outcomes).toEqual([
      { clientId: 'b-1', result: 'alreadyCheckedIn', rsvpId: tickets[0]!.id, name: 'Anil Reddy', checkedInAt: scannedAt, byAnotherDevice: true },
    ]);
    // The same device scanning the same guest twice is told it was itself.
    const twice = await sync(organizer, eventId, [queued('a-3', tickets[0]!.qrCode, 'door-device-aaaa')]);
    expect(twice.json.outcomes[0]).toMatchObject({ result: 'alreadyCheckedIn', byAnotherDevice: false });
    expect((await count(eventId)).checkedIn).toBe(2);
  });

  it('two devices syncing the same ticket at once: exactly one check-in stands and the count moves by one', async () => {
    const { eventId, tickets } = await eventWithGuests();
    const devices = Array.from({ length: 6 }, (_, i) => `door-race-${i}000`);
    const answers = await Promise.all(
      devices.map((deviceId, i) => sync(i % 2 ? staff : organizer, eventId, [queued(`race-${i}`, tickets[2]!.qrCode, deviceId)])),
    );
    const outcomes = answers.map((answer) => answer.json.outcomes[0]);
    expect(outcomes.filter((outcome) => outcome.result === 'checkedIn')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.result === 'alreadyCheckedIn' && outcome.byAnotherDevice === true)).toHaveLength(devices.length - 1);
    const winner = devices[outcomes.findIndex((outcome) => outcome.result === 'checkedIn')];
    expect((await storedRsvp(eventId, guests[2]!.id))?.checkInDeviceId).toBe(winner);
    expect(await count(eventId)).toMatchObject({ checkedIn: 1, expected: 3 });
  });

  it('judges the window on the scan time: a scan inside it synced after the end counts, one after the end or ahead of the clock does not', async () => {
    const { eventId, tickets } = await eventWithGuests();
    // The event ran from three hours ago until one hour ago.
    await eventData()
      .events.build(UpdateItemCommand)
      .item({ id: eventId, startTime: at(-3 * HOUR), endTime: at(-HOUR) })
      .send();
    const answer = await sync(organizer, eventId, [
      queued('w-1', tickets[0]!.qrCode, 'door-device-wwww', at(-2 * HOUR)),
      queued('w-2', tickets[1]!.qrCode, 'door-device-wwww', at(-0.5 * HOUR)),
      queued('w-3', tickets[2]!.qrCode, 'door-device-wwww', at(HOUR)),
      queued('w-4', 'WXYWXYWX', 'door-device-wwww'),
    ]);
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.outcomes.map((outcome: { result: string; reason?: string }) => [outcome.result, outcome.reason])).toEqual([
      ['checkedIn', undefined],
      ['refused', 'outside_window'],
      ['refused', 'clock_ahead'],
      ['refused', 'unknown_code'],
    ]);
    expect(answer.json.outcomes[1].message).toMatch(/after check-in closed at/);
    expect(answer.json.count.checkedIn).toBe(1);
    // Long after the end nothing queued is taken any more.
    await eventData()
      .events.build(UpdateItemCommand)
      .item({ id: eventId, startTime: at(-(DOOR.keepHoursAfterEnd + 5) * HOUR), endTime: at(-(DOOR.keepHoursAfterEnd + 1) * HOUR) })
      .send();
    const late = await sync(organizer, eventId, [queued('w-5', tickets[1]!.qrCode, 'door-device-wwww', at(-(DOOR.keepHoursAfterEnd + 2) * HOUR))]);
    expect(late.json.outcomes[0]).toMatchObject({ result: 'refused', reason: 'outside_window' });
  });

  it('refuses bad input with 400 naming the field, and anyone but the organizer or staff with 403', async () => {
    const { eventId, tickets } = await eventWithGuests();
    const issues = async (checkIns: unknown) => {
      const answer = await organizer.call(syncCheckIns, routes.syncCheckIns, { params: { eventId }, body: { checkIns } });
      expect(answer.statusCode).toBe(400);
      return Object.fromEntries((answer.json.issues as { path: string[]; message: string }[]).map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(await issues([{ ...queued('x-1', tickets[0]!.qrCode, 'door-device-xxxx'), scannedAt: 'yesterday' }])).toEqual({
      'body.checkIns.0.scannedAt': 'Scan time must be an ISO date-time with a time zone offset',
    });
    expect(await issues([{ clientId: 'x-2', scannedAt: at(0), deviceId: 'door-device-xxxx' }])).toEqual({
      'body.checkIns.0.code': 'Give a ticket code or a guest, one of them',
    });
    expect(await issues([{ ...queued('x-3', tickets[0]!.qrCode, 'door') }])).toEqual({ 'body.checkIns.0.deviceId': 'Device id must be at least 8 characters' });
    const tooMany = Array.from({ length: DOOR.syncBatch + 1 }, (_, i) => queued(`x-${i}`, tickets[0]!.qrCode, 'door-device-xxxx'));
    expect(await issues(tooMany)).toEqual({ 'body.checkIns': `Send at most ${DOOR.syncBatch} check-ins at once` });
    expect(await issues([])).toEqual({ 'body.checkIns': 'Send at least one check-in' });

    const refused = await sync(guests[0]!, eventId, [queued('x-9', tickets[0]!.qrCode, 'door-device-xxxx')]);
    expect(refused.statusCode).toBe(403);
    expect((await count(eventId)).checkedIn).toBe(0);
  });
});
