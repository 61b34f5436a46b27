import { beforeAll, describe, expect, it } from 'vitest';
import { darshanPlanSchema, routes } from '@club/shared';
import * as z from '@club/shared/zod';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as getTicket } from '../../concierge/http/get-concierge-ticket.js';
import { handler as cancel } from './cancel-darshan-plan.js';
import { handler as create } from './create-darshan-plan.js';
import { handler as get } from './get-darshan-plan.js';
import { handler as list } from './list-darshan-plans.js';
import { handler as setStatus } from './set-darshan-plan-status.js';
import { handler as submit } from './submit-darshan-plan.js';
import { handler as update } from './update-darshan-plan.js';

let lakshmi: SignedIn;
let ravi: SignedIn;
let staff: SignedIn;

const plan = { dateRange: '15-17 December 2026', pax: 4, specialRequests: 'Wheelchair for my mother', notes: 'Arriving from Hyderabad by car' };

async function newPlan(member: SignedIn, body: Record<string, unknown> = plan) {
  const answer = await member.call(create, routes.createDarshanPlan, { body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
  await pause();
  return darshanPlanSchema.parse(answer.json);
}

beforeAll(async () => {
  lakshmi = await signIn('Lakshmi');
  ravi = await signIn('Ravi');
  staff = await signIn('Staff', { role: 'staff' });
});

describe('darshan plans', () => {
  it('creates a plan in planning and lists only the caller’s, newest first, one Query', async () => {
    const first = await newPlan(lakshmi);
    const second = await newPlan(lakshmi, { dateRange: 'January 2027', pax: '2' });
    await newPlan(ravi);
    expect(first).toMatchObject({ status: 'planning', pax: 4, officialsContacted: false });
    expect(second.pax).toBe(2);
    const counter = countDynamoCommands();
    const answer = await lakshmi.call(list, routes.listDarshanPlans);
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(
      z
        .array(darshanPlanSchema)
        .parse(answer.json)
        .map((p) => p.id),
    ).toEqual([second.id, first.id]);
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0 });
  });

  it.each([
    [{ ...plan, dateRange: ' ' }, 'dateRange', 'Please specify your preferred dates'],
    [{ ...plan, pax: 0 }, 'pax', 'At least 1 person is required'],
    [{ ...plan, pax: 21 }, 'pax', 'Maximum 20 people allowed'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const answer = await lakshmi.call(create, routes.createDarshanPlan, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.issues).toContainEqual({ path: ['body', field], message });
  });

  it('hides another member’s plan behind 404 for every route', async () => {
    const mine = await newPlan(lakshmi);
    const params = { planId: mine.id };
    for (const [handler, route, body] of [
      [get, routes.getDarshanPlan, undefined],
      [update, routes.updateDarshanPlan, plan],
      [submit, routes.submitDarshanPlan, undefined],
      [cancel, routes.cancelDarshanPlan, undefined],
    ] as const) {
      const answer = await ravi.call(handler, route, { params, ...(body ? { body } : {}) });
      expect(answer.statusCode, route.path).toBe(404);
    }
    expect((await lakshmi.call(get, routes.getDarshanPlan, { params })).json.status).toBe('planning');
  });

  it('edits while planning, submits once (opening a linked ticket), then refuses edits and resubmits with 409', async () => {
    const mine = await newPlan(lakshmi);
    const params = { planId: mine.id };
    const edited = await lakshmi.call(update, routes.updateDarshanPlan, { params, body: { ...plan, pax: 6 } });
    expect(edited.json.pax).toBe(6);

    const answers = await Promise.all(Array.from({ length: 5 }, () => lakshmi.call(submit, routes.submitDarshanPlan, { params })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const submitted = darshanPlanSchema.parse(answers.find((a) => a.statusCode === 200)!.json);
    expect(submitted).toMatchObject({ status: 'submitted', ticketId: expect.any(String), submittedAt: expect.any(String) });
    const ticket = await lakshmi.call(getTicket, routes.getConciergeTicket, { params: { ticketId: submitted.ticketId! } });
    expect(ticket.json).toMatchObject({ status: 'open', category: 'protocol', darshanPlanId: mine.id, title: 'TTD darshan booking: 15-17 December 2026' });
    expect(ticket.json.details).toContain('6 people');

    const late = await lakshmi.call(update, routes.updateDarshanPlan, { params, body: plan });
    expect(late.statusCode).toBe(409);
    expect(late.json).toEqual({ message: 'Only plans in planning can be edited' });
  });

  it('lets staff confirm and complete, refuses members (403) and skipped steps (409), and cancels anything not completed', async () => {
    const mine = await newPlan(lakshmi);
    const params = { planId: mine.id };
    expect((await staff.call(setStatus, routes.setDarshanPlanStatus, { params, body: { status: 'confirmed' } })).statusCode).toBe(409);
    await lakshmi.call(submit, routes.submitDarshanPlan, { params });
    expect((await lakshmi.call(setStatus, routes.setDarshanPlanStatus, { params, body: { status: 'confirmed' } })).statusCode).toBe(403);
    const confirmed = await staff.call(setStatus, routes.setDarshanPlanStatus, {
      params,
      body: { status: 'confirmed', confirmationDetails: 'VIP break 16 Dec, 5:30 AM' },
    });
    expect(confirmed.json).toMatchObject({ status: 'confirmed', officialsContacted: true, confirmationDetails: 'VIP break 16 Dec, 5:30 AM' });
    const completed = await staff.call(setStatus, routes.setDarshanPlanStatus, { params, body: { status: 'completed' } });
    expect(completed.json.status).toBe('completed');
    const refused = await lakshmi.call(cancel, routes.cancelDarshanPlan, { params });
    expect(refused.statusCode).toBe(409);

    const other = await newPlan(lakshmi);
    const cancelled = await lakshmi.call(cancel, routes.cancelDarshanPlan, { params: { planId: other.id } });
    expect(cancelled.json.status).toBe('cancelled');
    expect((await lakshmi.call(submit, routes.submitDarshanPlan, { params: { planId: other.id } })).statusCode).toBe(409);
  });

  it('answers 401 without a session', async () => {
    expect((await invoke(list, apiEvent(routes.listDarshanPlans))).statusCode).toBe(401);
  });
});
