import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { captureMetrics } from '../test/metrics.js';
import { signIn, type SignedIn } from '../test/signed-in.js';
import { handler as createTicket } from './concierge/create-concierge-ticket.js';
import { handler as createEvent } from './events/create-event.js';
import { handler as rsvpEvent } from './events/rsvp-event.js';
import { handler as setTicketStatus } from './staff/set-staff-ticket-status.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let organizer: SignedIn;
let member: SignedIn;
let staff: SignedIn;
let metrics: ReturnType<typeof captureMetrics>;

beforeAll(async () => {
  [organizer, member, staff] = await Promise.all([signIn('Organizer'), signIn('Lakshmi'), signIn('Priya', { role: 'staff' })]);
});
beforeEach(() => {
  metrics = captureMetrics();
});
afterEach(() => metrics.stop());

describe('business metrics: counted once per change that happened, never for a refusal', () => {
  it('Rsvps: a taken RSVP counts 1; bad input, a second RSVP and an unknown event count nothing', async () => {
    const event = await organizer.call(createEvent, routes.createEvent, {
      body: { title: 'Dallas Networking Evening', type: 'networking', startTime: inDays(20), endTime: inDays(20.1), timeZone: 'America/Chicago', venue: 'The Joule', city: 'Dallas', country: 'USA' },
    });
    expect(event.statusCode, JSON.stringify(event.json)).toBe(201);
    const params = { eventId: event.json.id as string };
    metrics.reset();

    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params, body: { specialRequests: 'x'.repeat(5_000) } })).statusCode).toBe(400);
    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params: { eventId: 'no-such-event' }, body: {} })).statusCode).toBe(404);
    expect(metrics.count('Rsvps')).toBe(0);

    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} })).statusCode).toBe(201);
    expect((await member.call(rsvpEvent, routes.rsvpEvent, { params, body: {} })).statusCode).toBe(409);
    expect(metrics.count('Rsvps')).toBe(1);
    expect(metrics.records()).toHaveLength(1);
  });

  it('TicketsOpened and TicketsResolved: each counts its own change once; the other moves and refused ones count nothing', async () => {
    expect((await member.call(createTicket, routes.createConciergeTicket, { body: { category: 'visa', title: '' } })).statusCode).toBe(400);
    expect(metrics.count('TicketsOpened')).toBe(0);
    const ticket = await member.call(createTicket, routes.createConciergeTicket, {
      body: { category: 'visa', title: 'Business visa for Dubai', details: 'A 90-day multiple entry visa for Gulfood.' },
    });
    expect(ticket.statusCode, JSON.stringify(ticket.json)).toBe(201);
    expect(metrics.count('TicketsOpened')).toBe(1);

    const params = { ticketId: ticket.json.id as string };
    const move = async (body: Record<string, unknown>) => (await staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body })).statusCode;
    expect(await move({ status: 'resolved', from: 'open', resolution: 'Done' })).toBe(409);
    expect(await move({ status: 'resolved', from: 'in_progress' })).toBe(400);
    expect(await move({ status: 'in_progress', from: 'open' })).toBe(200);
    expect(metrics.count('TicketsResolved')).toBe(0);

    expect(await move({ status: 'resolved', from: 'in_progress', resolution: 'Visa approved; collect it at VFS Hyderabad.' })).toBe(200);
    // A second resolve of the same move is stale: refused, not counted again.
    expect(await move({ status: 'resolved', from: 'in_progress', resolution: 'Again' })).toBe(409);
    expect(await move({ status: 'open', from: 'resolved' })).toBe(200);
    expect(metrics.count('TicketsResolved')).toBe(1);
    expect(metrics.count('TicketsOpened')).toBe(1);
    expect(metrics.records()).toHaveLength(2);
  });
});
