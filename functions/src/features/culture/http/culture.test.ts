import { beforeAll, describe, expect, it } from 'vitest';
import { culturalRequestSchema, festivalSchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as answer } from './answer-cultural-request.js';
import { handler as create } from './create-cultural-request.js';
import { handler as get } from './get-cultural-request.js';
import { handler as getFestival } from './get-festival.js';
import { handler as getTemple } from './get-temple.js';
import { handler as today } from './get-todays-festival.js';
import { handler as listFestivals } from './list-festivals.js';
import { handler as listMine } from './list-my-cultural-requests.js';
import { handler as temples } from './list-popular-temples.js';
import { handler as upcoming } from './list-upcoming-festivals.js';
import { handler as rate } from './rate-cultural-request.js';

let lakshmi: SignedIn;
let ravi: SignedIn;
let staff: SignedIn;

async function newRequest(member: SignedIn, body: Record<string, unknown> = { request: 'Please translate: welcome to our office' }) {
  const reply = await member.call(create, routes.createCulturalRequest, { body });
  expect(reply.statusCode, JSON.stringify(reply.json)).toBe(201);
  await pause();
  return culturalRequestSchema.parse(reply.json);
}

beforeAll(async () => {
  lakshmi = await signIn('Lakshmi');
  ravi = await signIn('Ravi');
  staff = await signIn('Staff', { role: 'staff' });
});

describe('festivals and temples', () => {
  it('answers today’s festival (or null) with the IST date, upcoming festivals and details', async () => {
    const todayAnswer = await lakshmi.call(today, routes.getTodaysFestival);
    expect(todayAnswer.statusCode).toBe(200);
    expect(todayAnswer.json.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = await lakshmi.call(upcoming, routes.listUpcomingFestivals, { query: { limit: '3' } });
    expect(list.statusCode).toBe(200);
    expect(list.json.length).toBeLessThanOrEqual(3);
    const ugadi = await lakshmi.call(getFestival, routes.getFestival, { params: { festivalId: 'ugadi-2027' } });
    expect(ugadi.json).toMatchObject({ nameInTelugu: 'ఉగాది', date: '2027-04-07' });
    expect((await lakshmi.call(getFestival, routes.getFestival, { params: { festivalId: 'nope' } })).statusCode).toBe(404);
  });

  it.each([
    [2020, { 'ugadi-2020': '2020-03-25', 'makara-sankranti-2020': '2020-01-15', 'bathukamma-2020': '2020-10-16' }],
    [2027, { 'ugadi-2027': '2027-04-07', 'makara-sankranti-2027': '2027-01-15', 'deepavali-2027': '2027-10-29' }],
    [2040, { 'ugadi-2040': '2040-04-12', 'vinayaka-chavithi-2040': '2040-09-10' }],
  ])('?year=%i answers the computed festivals of that year in date order', async (year, expected) => {
    const reply = await lakshmi.call(listFestivals, routes.listFestivals, { query: { year: String(year) } });
    expect(reply.statusCode).toBe(200);
    const festivals = z.array(festivalSchema).parse(reply.json);
    expect(festivals.length).toBeGreaterThanOrEqual(12);
    expect(festivals.every((festival) => festival.date.startsWith(`${year}-`) && festival.dateStatus === 'computed')).toBe(true);
    expect(festivals.map((festival) => festival.date)).toEqual(festivals.map((festival) => festival.date).sort());
    const dates = Object.fromEntries(festivals.map((festival) => [festival.id, festival.date]));
    expect(dates).toMatchObject(expected);
    const one = await lakshmi.call(getFestival, routes.getFestival, { params: { festivalId: festivals[0]!.id } });
    expect(one.json).toEqual(festivals[0]);
  });

  it.each([['2019'], ['2041'], ['20.5'], ['next']])('?year=%s is refused with the field and the reason', async (year) => {
    const reply = await lakshmi.call(listFestivals, routes.listFestivals, { query: { year } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json.issues).toContainEqual({ path: ['query', 'year'], message: 'year must be a whole number from 2020 to 2040' });
  });

  it('?year= without a year is refused, and without a session is 401', async () => {
    const reply = await lakshmi.call(listFestivals, routes.listFestivals);
    expect(reply.statusCode).toBe(400);
    expect(reply.json.issues[0].path).toEqual(['query', 'year']);
    expect((await invoke(listFestivals, apiEvent(routes.listFestivals, { query: { year: '2027' } }))).statusCode).toBe(401);
  });

  it('today and upcoming answer the same festivals as ?year= for this year', async () => {
    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
    const all = [year, year + 1].filter((y) => y <= 2040);
    const computed = (await Promise.all(all.map((y) => lakshmi.call(listFestivals, routes.listFestivals, { query: { year: String(y) } })))).flatMap(
      (r) => r.json,
    );
    const list = await lakshmi.call(upcoming, routes.listUpcomingFestivals, { query: { limit: '5' } });
    expect(list.json.length).toBeGreaterThan(0);
    for (const festival of list.json) expect(computed).toContainEqual(festival);
    const todayAnswer = await lakshmi.call(today, routes.getTodaysFestival);
    if (todayAnswer.json.festival) expect(computed).toContainEqual(todayAnswer.json.festival);
    else expect(computed.some((f: { date: string; endDate: string }) => f.date <= todayAnswer.json.today && todayAnswer.json.today <= f.endDate)).toBe(false);
  });

  it('lists at least 10 temples; Tirumala links to the darshan planner; unknown temple 404', async () => {
    const list = await lakshmi.call(temples, routes.listPopularTemples, { query: { limit: '50' } });
    expect(list.json.length).toBeGreaterThanOrEqual(10);
    const tirumala = await lakshmi.call(getTemple, routes.getTemple, { params: { templeId: 'tirumala-venkateswara' } });
    expect(tirumala.json).toMatchObject({ isVip: true, darshanPlanner: true, state: 'Andhra Pradesh' });
    expect((await lakshmi.call(getTemple, routes.getTemple, { params: { templeId: 'nope' } })).statusCode).toBe(404);
  });
});

describe('cultural requests', () => {
  it('401 without a session', async () => {
    expect((await invoke(listMine, apiEvent(routes.listMyCulturalRequests))).statusCode).toBe(401);
    expect((await invoke(today, apiEvent(routes.getTodaysFestival))).statusCode).toBe(401);
  });

  it('applies the defaults (translation, normal, telugu), is pending, and lists only the caller’s in one Query', async () => {
    const first = await newRequest(lakshmi);
    const second = await newRequest(lakshmi, { type: 'temple_timings', request: 'Srisailam timings on Shivaratri', location: 'Srisailam', urgency: 'urgent' });
    await newRequest(ravi);
    expect(first).toMatchObject({ type: 'translation', urgency: 'normal', language: 'telugu', isResolved: false });
    const counter = countDynamoCommands();
    const list = await lakshmi.call(listMine, routes.listMyCulturalRequests);
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(
      z
        .array(culturalRequestSchema)
        .parse(list.json)
        .map((r) => r.id),
    ).toEqual([second.id, first.id]);
    expect(counts).toMatchObject({ query: 1, scan: 0 });
  });

  it.each([
    [{ request: ' ' }, 'request', 'Please describe what you need'],
    [
      { request: 'x', type: 'astrology' },
      'type',
      'Type must be one of translation, festival_info, temple_timings, cultural_etiquette, food_recommendations, local_customs',
    ],
    [{ request: 'x', urgency: 'asap' }, 'urgency', 'Urgency must be one of low, normal, urgent'],
    [{ request: 'x', language: 'tamil' }, 'language', 'Language must be one of telugu, english, hindi'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const reply = await lakshmi.call(create, routes.createCulturalRequest, { body });
    expect(reply.statusCode).toBe(400);
    expect(reply.json.issues).toContainEqual({ path: ['body', field], message });
  });

  it('another member’s request is 404', async () => {
    const mine = await newRequest(lakshmi);
    expect((await ravi.call(get, routes.getCulturalRequest, { params: { requestId: mine.id } })).statusCode).toBe(404);
    expect((await ravi.call(rate, routes.rateCulturalRequest, { params: { requestId: mine.id }, body: { satisfaction: 5 } })).statusCode).toBe(404);
  });

  it('staff answer (members 403); rating only when resolved, once, 1-5', async () => {
    const request = await newRequest(lakshmi);
    const early = await lakshmi.call(rate, routes.rateCulturalRequest, { params: { requestId: request.id }, body: { satisfaction: 4 } });
    expect(early.statusCode).toBe(409);
    expect(early.json.error ?? early.json.message).toBeDefined();
    expect((await lakshmi.call(answer, routes.answerCulturalRequest, { params: { requestId: request.id }, body: { response: 'Hi' } })).statusCode).toBe(403);
    const answered = await staff.call(answer, routes.answerCulturalRequest, { params: { requestId: request.id }, body: { response: 'మా కార్యాలయానికి స్వాగతం' } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json).toMatchObject({ isResolved: true, response: 'మా కార్యాలయానికి స్వాగతం' });
    const bad = await lakshmi.call(rate, routes.rateCulturalRequest, { params: { requestId: request.id }, body: { satisfaction: 6 } });
    expect(bad.json.issues).toContainEqual({ path: ['body', 'satisfaction'], message: 'Rating must be at most 5 stars' });
    const rated = await Promise.all(
      [4, 5].map((satisfaction) =>
        lakshmi.call(rate, routes.rateCulturalRequest, { params: { requestId: request.id }, body: { satisfaction, feedback: 'Thanks' } }),
      ),
    );
    expect(rated.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await lakshmi.call(rate, routes.rateCulturalRequest, { params: { requestId: request.id }, body: { satisfaction: 3 } });
    expect(again.statusCode).toBe(409);
    const reanswer = await staff.call(answer, routes.answerCulturalRequest, { params: { requestId: request.id }, body: { response: 'changed' } });
    expect(reanswer.statusCode).toBe(409);
  });
});
