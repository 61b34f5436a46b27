import { describe, expect, it } from 'vitest';
import type { Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { rsvpsOfEvent } from '../../db/entities/rsvp.js';
import { queryAll } from '../../db/pages.js';
import { eventData } from '../../db/services/events.js';
import { checkIn } from '../../domain/events/check-in.js';
import { createEvent } from '../../domain/events/events.js';
import { cancelRsvp, rsvpToEvent } from '../../domain/events/rsvps.js';
import { ConflictError } from '../../domain/errors.js';

const person = (n: number | string, role: Member['role'] = 'member') =>
  ({ id: `load-${n}-${Math.random().toString(36).slice(2, 8)}`, firstName: `Guest${n}`, lastName: 'Rao', email: `guest${n}@example.com`, role }) as Member;
const DAY = 24 * 3600_000;
const form = (maxAttendees: number) => ({
  title: 'Hyderabad Summit',
  type: 'summit' as const,
  startTime: new Date(Date.now() + 10 * DAY).toISOString(),
  endTime: new Date(Date.now() + 11 * DAY).toISOString(),
  timeZone: 'Asia/Kolkata',
  venue: 'HICC',
  city: 'Hyderabad',
  country: 'India',
  isVirtual: false,
  isGated: false,
  isActive: true,
  maxAttendees,
  agenda: [],
  organizers: [],
  speakers: [],
  sponsors: [],
  tags: [],
});
const statuses = (eventId: string) => queryAll(eventData().rsvps, rsvpsOfEvent(eventId));
const storedEvent = async (id: string) => (await eventData().events.build(GetItemCommand).key({ id }).options({ consistent: true }).send()).Item;

describe('capacity under concurrency (DynamoDB Local)', () => {
  it('200 concurrent RSVPs to a 50-seat event: exactly 50 confirmed, 150 waitlisted in order', async () => {
    const event = await createEvent(person('host'), form(50));
    const guests = Array.from({ length: 200 }, (_, i) => person(i));
    const answers = await Promise.all(guests.map((guest) => rsvpToEvent(guest, event.id, {})));
    expect(answers.filter((a) => a.status === 'confirmed')).toHaveLength(50);
    expect(answers.filter((a) => a.status === 'waitlist')).toHaveLength(150);
    const stored = await storedEvent(event.id);
    expect(stored!.currentAttendees).toBe(50);
    expect(stored!.waitlist).toHaveLength(150);
    expect(new Set(stored!.waitlist).size).toBe(150);
    const rows = await statuses(event.id);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(50);
    expect(new Set(rows.map((r) => r.qrCode).filter(Boolean)).size).toBe(50);
  }, 180_000);

  it('concurrent cancels seat the waitlist head exactly once per freed seat, in order, none left empty', async () => {
    const event = await createEvent(person('host2'), form(10));
    const seated = Array.from({ length: 10 }, (_, i) => person(`s${i}`));
    for (const guest of seated) await rsvpToEvent(guest, event.id, {});
    const waiting = Array.from({ length: 8 }, (_, i) => person(`w${i}`));
    for (const guest of waiting) await rsvpToEvent(guest, event.id, {});
    // Six seated members cancel at once, while two waitlisted ones cancel too.
    await Promise.all([...seated.slice(0, 6), waiting[1]!, waiting[4]!].map((guest) => cancelRsvp(guest, event.id)));
    const stored = await storedEvent(event.id);
    expect(stored!.currentAttendees).toBe(10);
    const rows = await statuses(event.id);
    const status = new Map(rows.map((r) => [r.memberId, r.status]));
    const remaining = waiting.filter((_, i) => i !== 1 && i !== 4);
    expect(remaining.slice(0, 6).map((g) => status.get(g.id))).toEqual(Array(6).fill('confirmed'));
    expect(stored!.waitlist).toEqual([]);
    expect(rows.filter((r) => r.status === 'confirmed' || r.status === 'checked_in')).toHaveLength(10);
  }, 120_000);

  it('20 concurrent check-ins of one code: exactly one succeeds', async () => {
    const host = person('host3');
    const event = await createEvent(host, form(5));
    const ticket = await rsvpToEvent(person('guest'), event.id, {});
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => checkIn(host, ticket.qrCode!)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures).toHaveLength(19);
    for (const failure of failures) {
      expect(failure.reason).toBeInstanceOf(ConflictError);
      expect((failure.reason as Error).message).toMatch(/^Already checked in at /);
    }
  }, 60_000);
});
