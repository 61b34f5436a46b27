import { beforeAll, describe, expect, it } from 'vitest';
import { routes, ticketDetailSchema, ticketSchema } from '@club/shared';
import * as z from '@club/shared/zod';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { conciergeData } from '../data.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as addMessage } from './add-concierge-ticket-message.js';
import { handler as close } from './close-concierge-ticket.js';
import { handler as create } from './create-concierge-ticket.js';
import { handler as get } from './get-concierge-ticket.js';
import { handler as list } from './list-concierge-tickets.js';
import { handler as rate } from './rate-concierge-ticket.js';

let member: SignedIn;
let other: SignedIn;
const request = { category: 'visa', title: 'Business visa for Dubai', details: 'Need a 90-day multiple entry business visa for a trade fair.' };

async function ticket(who: SignedIn, body: Record<string, unknown> = request) {
  const answer = await who.call(create, routes.createConciergeTicket, { body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  await pause();
  return ticketSchema.parse(answer.json);
}

beforeAll(async () => {
  member = await signIn('Naveen');
  other = await signIn('Other');
});

describe('concierge tickets', () => {
  it('creates an open ticket with priority medium and keeps a chat transcript', async () => {
    const transcript = [
      { id: '1', type: 'ai', content: 'Namaste! How can I help?', timestamp: '2026-11-22T10:00:00.000Z' },
      { id: '2', type: 'user', content: 'I need a visa', timestamp: '2026-11-22T10:00:05.000Z' },
    ];
    const created = await ticket(member, { ...request, transcript });
    expect(created).toMatchObject({ status: 'open', priority: 'medium', transcript });
  });

  it.each([
    [{ ...request, category: '' }, 'category', 'Please select a service category'],
    [{ ...request, title: 'Visa' }, 'title', 'Title must be at least 5 characters'],
    [{ ...request, details: 'Too short' }, 'details', 'Please provide more details (at least 10 characters)'],
  ])('refuses %j with the spec message', async (body, field, message) => {
    const answer = await member.call(create, routes.createConciergeTicket, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', field], message });
  });

  it('filters by status with one Query and never lists another member’s tickets', async () => {
    const mine = await ticket(member);
    await ticket(other);
    await setTicket({ id: mine.id, userId: member.id, status: 'in_progress' });
    const counter = countDynamoCommands();
    const inProgress = z.array(ticketSchema).parse((await member.call(list, routes.listConciergeTickets, { query: { status: 'in_progress' } })).json);
    expect(readCounts(counter.counts())).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
    counter.stop();
    expect(inProgress.map((t) => t.id)).toEqual([mine.id]);
    const all = z.array(ticketSchema).parse((await member.call(list, routes.listConciergeTickets)).json);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const open = z.array(ticketSchema).parse((await member.call(list, routes.listConciergeTickets, { query: { status: 'open' } })).json);
    expect(open.every((t) => t.status === 'open')).toBe(true);
    expect(open.map((t) => t.id)).not.toContain(mine.id);
  });

  it('adds updates to the thread, hides the ticket from others (404), and refuses updates once closed (409)', async () => {
    const mine = await ticket(member);
    const params = { ticketId: mine.id };
    const added = await member.call(addMessage, routes.addConciergeTicketMessage, { params, body: { body: 'Passport copy sent by e-mail.' } });
    expect(added.statusCode).toBe(201);
    const detail = ticketDetailSchema.parse((await member.call(get, routes.getConciergeTicket, { params })).json);
    expect(detail.thread.map((m) => m.body)).toEqual(['Passport copy sent by e-mail.']);

    expect((await other.call(get, routes.getConciergeTicket, { params })).statusCode).toBe(404);
    expect((await other.call(addMessage, routes.addConciergeTicketMessage, { params, body: { body: 'hello' } })).statusCode).toBe(404);
    expect((await other.call(close, routes.closeConciergeTicket, { params })).statusCode).toBe(404);

    const closed = await member.call(close, routes.closeConciergeTicket, { params });
    expect(closed.json.status).toBe('closed');
    const late = await member.call(addMessage, routes.addConciergeTicketMessage, { params, body: { body: 'One more thing' } });
    expect(late.statusCode).toBe(409);
    expect(late.json).toEqual({ message: 'This ticket is closed' });
    const closedList = z.array(ticketSchema).parse((await member.call(list, routes.listConciergeTickets, { query: { status: 'closed' } })).json);
    expect(closedList.map((t) => t.id)).toContain(mine.id);
  });

  it('never writes an update that races a close', async () => {
    const mine = await ticket(member);
    const params = { ticketId: mine.id };
    const answers = await Promise.all([
      member.call(close, routes.closeConciergeTicket, { params }),
      ...Array.from({ length: 10 }, (_, i) => member.call(addMessage, routes.addConciergeTicketMessage, { params, body: { body: `Update ${i}` } })),
    ]);
    const written = answers.slice(1).filter((a) => a.statusCode === 201).length;
    expect(answers.slice(1).every((a) => [201, 409].includes(a.statusCode))).toBe(true);
    const detail = ticketDetailSchema.parse((await member.call(get, routes.getConciergeTicket, { params })).json);
    expect(detail.thread).toHaveLength(written);
    expect(detail.status).toBe('closed');
  });

  it('rates a resolved ticket once: 409 before it is resolved and on a second rating, 404 for another member', async () => {
    const mine = await ticket(member);
    const params = { ticketId: mine.id };
    const early = await member.call(rate, routes.rateConciergeTicket, { params, body: { satisfaction: 5 } });
    expect(early.statusCode).toBe(409);
    expect(early.json).toEqual({ message: 'You can rate a ticket once it is resolved' });
    const outOfRange = await member.call(rate, routes.rateConciergeTicket, { params, body: { satisfaction: 6 } });
    expect(outOfRange.json.issues).toContainEqual({ path: ['body', 'satisfaction'], message: 'Rating must be from 1 to 5' });

    await resolve(mine.id, member.id);
    expect((await other.call(rate, routes.rateConciergeTicket, { params, body: { satisfaction: 1 } })).statusCode).toBe(404);
    const answers = await Promise.all([4, 5, 3].map((satisfaction) => member.call(rate, routes.rateConciergeTicket, { params, body: { satisfaction } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rated = answers.find((a) => a.statusCode === 200)!.json;
    expect(rated).toMatchObject({ status: 'resolved', satisfaction: expect.any(Number) });
    expect(answers.find((a) => a.statusCode === 409)!.json).toEqual({ message: 'You have already rated this ticket' });
    const detail = ticketDetailSchema.parse((await member.call(get, routes.getConciergeTicket, { params })).json);
    expect(detail.satisfaction).toBe(rated.satisfaction);
  });

  it('rates a ticket closed after its resolution, but not one closed unresolved', async () => {
    const resolvedThenClosed = await ticket(member);
    await resolve(resolvedThenClosed.id, member.id);
    await member.call(close, routes.closeConciergeTicket, { params: { ticketId: resolvedThenClosed.id } });
    const rated = await member.call(rate, routes.rateConciergeTicket, { params: { ticketId: resolvedThenClosed.id }, body: { satisfaction: 4 } });
    expect(rated.json).toMatchObject({ status: 'closed', satisfaction: 4 });

    const closedUnresolved = await ticket(member);
    await member.call(close, routes.closeConciergeTicket, { params: { ticketId: closedUnresolved.id } });
    expect((await member.call(rate, routes.rateConciergeTicket, { params: { ticketId: closedUnresolved.id }, body: { satisfaction: 4 } })).statusCode).toBe(
      409,
    );
  });
});

/** Sets a ticket's fields directly (userId goes with status: the member's status index reads both). */
async function setTicket(fields: { id: string; userId: string; status: 'in_progress' | 'resolved'; resolution?: string }) {
  await conciergeData()
    .conciergeTickets.build(UpdateItemCommand)
    .item(fields)
    .options({ condition: { attr: 'id', exists: true } })
    .send();
}

/** Staff resolve a ticket (their routes are tested in http/staff). */
async function resolve(ticketId: string, userId: string) {
  await setTicket({ id: ticketId, userId, status: 'resolved', resolution: 'Visa stamped; courier on the way.' });
}
