import { describe, expect, it } from 'vitest';
import type { Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { rsvpsOfEvent } from '../entities/rsvp.js';
import { queryAll } from '../../../platform/db/pages.js';
import { eventData } from '../data.js';
import { getCheckInStatus } from '../check-in.js';
import { checkIn, checkInGuest } from '../check-in-writes.js';
import { createEvent, updateEvent } from '../events.js';
import { approveRsvp, cancelRsvp, rsvpToEvent } from '../rsvps.js';
import { withDeadline } from '../../../platform/db/contention.js';
import { ConflictError } from '../../../platform/lib/errors.js';

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
    // 200 writers on one item: the invariant is under test, not the answer time, so the retry budget is
    // wider than a Lambda's (a loaded test machine serialises the winners slowly).
    const answers = await withDeadline(Date.now() + 120_000, () => Promise.all(guests.map((guest) => rsvpToEvent(guest, event.id, {}))));
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

  it('20 concurrent check-ins of one guest, by code and by name: exactly one succeeds, and the count says one', async () => {
    const host = person('host3');
    const event = await createEvent(host, { ...form(5), startTime: new Date(Date.now() + 3600_000).toISOString() });
    const ticket = await rsvpToEvent(person('guest'), event.id, {});
    const checker = { member: host, actor: { member: host, ipAddress: '127.0.0.1', userAgent: 'test' } };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 3 === 0 ? checkIn(host, ticket.qrCode!) : checkInGuest(checker, event.id, i % 3 === 1 ? { code: ticket.qrCode! } : { rsvpId: ticket.id }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await getCheckInStatus(host, event.id)).toMatchObject({ checkedIn: 1, expected: 1 });
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures).toHaveLength(19);
    for (const failure of failures) {
      expect(failure.reason).toBeInstanceOf(ConflictError);
      expect((failure.reason as Error).message).toMatch(/^Already checked in at /);
    }
  }, 60_000);
});

describe('waitlist order under concurrency (DynamoDB Local)', () => {
  /** A full event with its waitlist: `seats` seated then `waiting` waitlisted, one at a time so the order is known. */
  async function fullWithWaitlist(tag: string, seats: number, waiting: number, gated = false) {
    const host = person(`host-${tag}`);
    const event = await createEvent(host, { ...form(seats), isGated: gated, ...(gated ? { gatingCriteria: 'Founders' } : {}) });
    const seated = Array.from({ length: seats }, (_, i) => person(`${tag}-s${i}`));
    const waitlisted = Array.from({ length: waiting }, (_, i) => person(`${tag}-w${i}`));
    for (const guest of seated) await rsvpToEvent(guest, event.id, {});
    for (const guest of waitlisted) await rsvpToEvent(guest, event.id, {});
    return { host, event, seated, waitlisted };
  }

  it('one cancel ‖ one RSVP, 20 events: the head of the waitlist gets the seat every time, the newcomer waits', async () => {
    const events = await Promise.all(Array.from({ length: 20 }, (_, i) => fullWithWaitlist(`one${i}`, 2, 1)));
    const newcomers = events.map((_, i) => person(`one${i}-new`));
    const answers = await Promise.all(
      events.map(async ({ event, seated }, i) => (await Promise.all([cancelRsvp(seated[0]!, event.id), rsvpToEvent(newcomers[i]!, event.id, {})]))[1]),
    );
    for (const [i, { event, waitlisted }] of events.entries()) {
      expect(answers[i]!.status).toBe('waitlist');
      const status = new Map((await statuses(event.id)).map((r) => [r.memberId, r.status]));
      expect(status.get(waitlisted[0]!.id), `event ${i}`).toBe('confirmed');
      expect(status.get(newcomers[i]!.id), `event ${i}`).toBe('waitlist');
      const stored = await storedEvent(event.id);
      expect(stored!.currentAttendees).toBe(2);
      expect(stored!.waitlist).toEqual([newcomers[i]!.id]);
    }
  }, 180_000);

  it('10 cancels ‖ 10 RSVPs on a 50-seat event: the freed seats go to the first 10 waitlisted, in order; newcomers queue behind', async () => {
    const { event, seated, waitlisted } = await fullWithWaitlist('burst', 50, 15);
    const newcomers = Array.from({ length: 10 }, (_, i) => person(`burst-new${i}`));
    await withDeadline(Date.now() + 120_000, () =>
      Promise.all([...seated.slice(0, 10).map((guest) => cancelRsvp(guest, event.id)), ...newcomers.map((guest) => rsvpToEvent(guest, event.id, {}))]),
    );
    const stored = await storedEvent(event.id);
    expect(stored!.currentAttendees).toBe(50);
    const rows = await statuses(event.id);
    const status = new Map(rows.map((r) => [r.memberId, r.status]));
    expect(waitlisted.slice(0, 10).map((g) => status.get(g.id))).toEqual(Array(10).fill('confirmed'));
    expect(newcomers.map((g) => status.get(g.id))).toEqual(Array(10).fill('waitlist'));
    // The five still waiting keep the head of the queue, in their order; the newcomers follow.
    expect(stored!.waitlist.slice(0, 5)).toEqual(waitlisted.slice(10).map((g) => g.id));
    expect(new Set(stored!.waitlist.slice(5))).toEqual(new Set(newcomers.map((g) => g.id)));
    expect(rows.filter((r) => r.status === 'confirmed' || r.status === 'checked_in')).toHaveLength(50);
  }, 240_000);

  it('gated: an approval while members wait joins the waitlist behind them; a cancel ‖ approval seats the head', async () => {
    const host = person('host-gated');
    const event = await createEvent(host, { ...form(1), isGated: true, gatingCriteria: 'Founders' });
    const [a, b, c] = [person('gated-a'), person('gated-b'), person('gated-c')];
    const ids = await Promise.all([a, b, c].map(async (guest) => (await rsvpToEvent(guest, event.id, {})).id));
    await approveRsvp(host, event.id, ids[0]!);
    await approveRsvp(host, event.id, ids[1]!);
    const [, approved] = await Promise.all([cancelRsvp(a, event.id), approveRsvp(host, event.id, ids[2]!)]);
    // Its position is 2 when the approval lands before the cancel (b still waits ahead) and 1 after it.
    expect(approved.status).toBe('waitlist');
    expect([1, 2]).toContain(approved.waitlistPosition);
    const status = new Map((await statuses(event.id)).map((r) => [r.memberId, r.status]));
    expect(status.get(b.id)).toBe('confirmed');
    expect((await storedEvent(event.id))!.waitlist).toEqual([c.id]);
  }, 60_000);

  it('a raised capacity seats the waitlist before a concurrent newcomer', async () => {
    const { host, event, waitlisted } = await fullWithWaitlist('raise', 2, 2);
    const newcomer = person('raise-new');
    const [, answer] = await Promise.all([updateEvent(host, event.id, form(4)), rsvpToEvent(newcomer, event.id, {})]);
    const status = new Map((await statuses(event.id)).map((r) => [r.memberId, r.status]));
    expect(waitlisted.map((g) => status.get(g.id))).toEqual(['confirmed', 'confirmed']);
    expect(answer.status).toBe('waitlist');
    expect(status.get(newcomer.id)).toBe('waitlist');
  }, 60_000);
});
