import { describe, expect, it } from 'vitest';
import type { DoorList } from '@club/shared';
import { applySync, bookFrom, checkInLocally, guestByCode, isExpired, localCount, nextBatch } from './door-book';

const NOW = Date.parse('2026-12-12T14:00:00.000Z');
const page = (guests: DoorList['guests'], extra: Partial<DoorList> = {}): DoorList => ({
  event: { id: 'ev-1', title: 'Hyderabad Summit', startTime: '2026-12-12T13:30:00.000Z', endTime: '2026-12-12T18:00:00.000Z', timeZone: 'Asia/Kolkata' },
  opensAt: '2026-12-12T11:30:00.000Z',
  closesAt: '2026-12-12T18:00:00.000Z',
  count: { checkedIn: 1, expected: 3 },
  guests,
  nextCursor: null,
  doorKey: 'k',
  savedAt: '2026-12-12T13:28:00.000Z',
  ...extra,
});
const guest = (n: number, extra: Partial<DoorList['guests'][number]> = {}) => ({
  rsvpId: `rsvp-${n}`,
  name: `Guest ${n}`,
  initials: `G${n}`,
  code: `AC3F9KX${n}`,
  status: 'confirmed' as const,
  ...extra,
});
const context = (clientId: string, now = NOW) => ({ now, deviceId: 'door-this-device', clientId });

describe('the door book', () => {
  const book = bookFrom([
    page([guest(3), guest(4)]),
    page([guest(7, { status: 'checked_in', checkedInAt: '2026-12-12T13:40:00.000Z', checkedInDeviceId: 'door-other' })]),
  ]);

  it('finds a guest by the code as typed or scanned', () => {
    expect(guestByCode(book, 'ac3f-9kx3')?.rsvpId).toBe('rsvp-3');
    expect(guestByCode(book, 'AC3F 9KX4')?.rsvpId).toBe('rsvp-4');
    expect(guestByCode(book, 'WXYWXYWX')).toBeUndefined();
  });

  it('checks a guest in at once, queues it, counts it, and says a second scan is a repeat', () => {
    const first = checkInLocally(book, guestByCode(book, 'AC3F9KX3'), context('c-1'));
    expect(first.answer).toMatchObject({ kind: 'queued', guest: { rsvpId: 'rsvp-3', waiting: true } });
    expect(first.book.queue).toEqual([{ clientId: 'c-1', rsvpId: 'rsvp-3', scannedAt: new Date(NOW).toISOString(), deviceId: 'door-this-device' }]);
    expect(localCount(first.book)).toEqual({ checkedIn: 2, expected: 3 });
    const again = checkInLocally(first.book, guestByCode(first.book, 'AC3F9KX3'), context('c-2'));
    expect(again.answer).toMatchObject({ kind: 'already', byThisDevice: true });
    expect(again.book.queue).toHaveLength(1);
    const other = checkInLocally(book, guestByCode(book, 'AC3F9KX7'), context('c-3'));
    expect(other.answer).toMatchObject({ kind: 'already', byThisDevice: false });
    expect(checkInLocally(book, undefined, context('c-4')).answer).toEqual({ kind: 'unknown' });
    expect(checkInLocally(book, guestByCode(book, 'AC3F9KX4'), context('c-5', Date.parse('2026-12-12T19:00:00.000Z'))).answer.kind).toBe('closed');
  });

  it('applies the server’s judgement: admitted, first by another device, refused; items queued meanwhile stay', () => {
    let current = book;
    for (const [code, id] of [
      ['AC3F9KX3', 'c-1'],
      ['AC3F9KX4', 'c-2'],
    ] as const)
      current = checkInLocally(current, guestByCode(current, code), context(id)).book;
    const sent = nextBatch(current);
    const later = checkInLocally({ ...current, guests: [...current.guests, guest(9)] }, guest(9), context('c-9')).book;
    const synced = applySync(later, {
      timeZone: 'Asia/Kolkata',
      count: { checkedIn: 3, expected: 4 },
      outcomes: [
        { clientId: sent[0]!.clientId, result: 'checkedIn', rsvpId: 'rsvp-3', checkedInAt: sent[0]!.scannedAt },
        { clientId: sent[1]!.clientId, result: 'alreadyCheckedIn', rsvpId: 'rsvp-4', checkedInAt: '2026-12-12T13:42:00.000Z', byAnotherDevice: true },
      ],
    });
    expect(synced.queue.map((item) => item.clientId)).toEqual(['c-9']);
    expect(synced.count).toEqual({ checkedIn: 3, expected: 4 });
    const byId = new Map(synced.guests.map((each) => [each.rsvpId, each]));
    expect(byId.get('rsvp-3')).toMatchObject({ status: 'checked_in', checkedInDeviceId: 'door-this-device' });
    expect(byId.get('rsvp-3')?.waiting).toBeUndefined();
    expect(byId.get('rsvp-4')).toMatchObject({ status: 'checked_in', checkedInAt: '2026-12-12T13:42:00.000Z' });
    expect(byId.get('rsvp-4')?.checkedInDeviceId).toBeUndefined();
    expect(synced.notices).toEqual([{ clientId: 'c-2', name: 'Guest 4', kind: 'already', checkedInAt: '2026-12-12T13:42:00.000Z', byAnotherDevice: true }]);

    const refused = applySync(later, {
      timeZone: 'UTC',
      count: { checkedIn: 1, expected: 4 },
      outcomes: [{ clientId: 'c-9', result: 'refused', reason: 'not_admitted', message: 'This RSVP was cancelled, so it cannot be checked in' }],
    });
    const nine = refused.guests.find((each) => each.rsvpId === 'rsvp-9');
    expect(nine).toMatchObject({ status: 'confirmed' });
    expect(nine?.waiting).toBeUndefined();
    expect(nine?.checkedInAt).toBeUndefined();
    expect(refused.notices[0]).toMatchObject({ kind: 'refused', name: 'Guest 9' });
  });

  it('keeps the queue and its marks when the list is downloaded again, and expires a day after the event', () => {
    const queued = checkInLocally(book, guestByCode(book, 'AC3F9KX3'), context('c-1')).book;
    const again = bookFrom([page([guest(3), guest(4), guest(7)])], queued);
    expect(again.queue).toHaveLength(1);
    expect(again.guests.find((each) => each.rsvpId === 'rsvp-3')?.waiting).toBe(true);
    expect(isExpired(book, Date.parse('2026-12-13T17:59:00.000Z'))).toBe(false);
    expect(isExpired(book, Date.parse('2026-12-13T18:01:00.000Z'))).toBe(true);
  });
});
