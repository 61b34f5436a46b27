import { beforeAll, describe, expect, it } from 'vitest';
import { CONCIERGE_RESPONSE_MIN_ANSWERED, conciergeStatsSchema, routes, ticketSchema } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { conciergeData } from '../data.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as reply } from './reply-staff-ticket.js';
import { handler as create } from './create-concierge-ticket.js';
import { handler as stats } from './get-concierge-stats.js';

let member: SignedIn;
let staff: SignedIn;
let colleague: SignedIn;

/** A ticket raised `minutesAgo` minutes ago (its stored creation time moved back). */
async function ticketFrom(minutesAgo: number): Promise<string> {
  const answer = await member.call(create, routes.createConciergeTicket, {
    body: { category: 'travel', title: 'Car and driver in Vizag', details: 'A car with a driver for two days next week.' },
  });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  const { id } = ticketSchema.parse(answer.json);
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await conciergeData()
    .conciergeTickets.build(UpdateItemCommand)
    .item({ id, createdAt })
    .options({ condition: { attr: 'id', exists: true } })
    .send();
  await pause();
  return id;
}

const answer = (who: SignedIn, ticketId: string, body = 'A car is booked; the driver will call you.') =>
  who.call(reply, routes.replyStaffTicket, { params: { ticketId }, body: { body } });

async function readStats() {
  const answer = await member.call(stats, routes.getConciergeStats);
  expect(answer.statusCode).toBe(200);
  return conciergeStatsSchema.parse(answer.json);
}

beforeAll(async () => {
  member = await signIn('Sravani');
  staff = await signIn('Priya', { role: 'staff' });
  colleague = await signIn('Kiran', { role: 'staff' });
});

describe('the concierge’s measured response time', () => {
  it('is hidden until enough tickets were answered, then is the average time to the team’s first reply', async () => {
    expect(await readStats()).toEqual({ answeredTickets: 0, averageFirstResponseMinutes: null });
    // First replies 60, 120, 180 and 240 minutes after the tickets were raised: four answered, below the threshold.
    const early = await Promise.all([60, 120, 180, 240].map((minutes) => ticketFrom(minutes)));
    for (const id of early) expect((await answer(staff, id)).statusCode).toBe(201);
    // A second reply on an answered ticket is not a first response.
    expect((await answer(colleague, early[0]!, 'The driver speaks Telugu and English.')).statusCode).toBe(201);
    expect(CONCIERGE_RESPONSE_MIN_ANSWERED).toBe(5);
    expect(await readStats()).toEqual({ answeredTickets: 4, averageFirstResponseMinutes: null });
    // An unanswered ticket counts for nothing, however old.
    await ticketFrom(10_000);
    expect((await readStats()).averageFirstResponseMinutes).toBeNull();

    const fifth = await ticketFrom(300);
    expect((await answer(staff, fifth)).statusCode).toBe(201);
    const counter = countDynamoCommands();
    const figure = await readStats();
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(figure).toEqual({ answeredTickets: 5, averageFirstResponseMinutes: 180 });
    expect(counts).toMatchObject({ query: 1, scan: 0 });
  });

  it('counts a ticket once when two colleagues reply to it at the same moment', async () => {
    const before = await readStats();
    const id = await ticketFrom(30);
    const replies = await Promise.all([answer(staff, id, 'On it.'), answer(colleague, id, 'Looking into it.')]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    const after = await readStats();
    expect(after.answeredTickets).toBe(before.answeredTickets + 1);
    // (60 + 120 + 180 + 240 + 300 + 30) / 6 = 155 minutes.
    expect(after.averageFirstResponseMinutes).toBe(155);
  });
});
