import { beforeAll, describe, expect, it } from 'vitest';
import { CM_DAY_TAKEN, cmRequestSchema, cmSlotSchema, routes } from '@club/shared';
import { cmDayCounter } from '../requests.js';
import { memberScope, readCounters } from '../../stats/counters.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as book } from './book-cm-slot.js';
import { handler as create } from './create-cm-request.js';
import { handler as dashboard } from './get-cm-dashboard.js';
import { handler as slots } from './list-cm-available-slots.js';
import { handler as listMine } from './list-my-cm-requests.js';
import { handler as publish } from './publish-cm-slot.js';
import { handler as setStatus } from './set-cm-request-status.js';
import { handler as submit } from './submit-cm-request.js';
import { handler as update } from './update-cm-request.js';
import { handler as staffQueue } from './list-staff-cm-requests.js';

let lakshmi: SignedIn;
let ravi: SignedIn;
let staff: SignedIn;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const form = {
  delegationType: 'company',
  purpose: 'investment',
  sector: 'renewable',
  investmentAmount: 'mega',
  jobCreation: '1200',
  preferredDate: day(20),
  duration: 30,
  urgency: 'important',
  subject: 'Solar park in Anantapur',
  proposal: '2 GW solar park with storage',
  companyProfile: 'Dallas energy firm',
  state: 'andhra_pradesh',
};

async function newRequest(member: SignedIn, body: Record<string, unknown>) {
  const reply = await member.call(create, routes.createCmRequest, { body });
  expect(reply.statusCode, JSON.stringify(reply.json)).toBe(201);
  await pause();
  return cmRequestSchema.parse(reply.json);
}
async function newSlot(days: number, hourUtc = 5, durationMinutes = 30) {
  const reply = await staff.call(publish, routes.publishCmSlot, { body: { startTime: `${day(days)}T0${hourUtc}:30:00Z`, durationMinutes } });
  expect(reply.statusCode, JSON.stringify(reply.json)).toBe(201);
  return cmSlotSchema.parse(reply.json);
}

beforeAll(async () => {
  lakshmi = await signIn('Lakshmi');
  ravi = await signIn('Ravi');
  staff = await signIn('Staff', { role: 'staff' });
});

describe('Meet The CM requests', () => {
  it('401 without a session', async () => {
    expect((await invoke(listMine, apiEvent(routes.listMyCmRequests))).statusCode).toBe(401);
  });

  it('a draft may be partial; submitting needs every required field (400 naming them)', async () => {
    const draft = await newRequest(lakshmi, { subject: 'Just an idea', submit: false });
    expect(draft.status).toBe('draft');
    const early = await lakshmi.call(submit, routes.submitCmRequest, { params: { requestId: draft.id } });
    expect(early.statusCode).toBe(400);
    expect(early.json.issues).toContainEqual({ path: ['body', 'purpose'], message: 'Please choose the purpose of the meeting' });
    const direct = await lakshmi.call(create, routes.createCmRequest, { body: { subject: 'x', submit: true } });
    expect(direct.statusCode).toBe(400);
    expect(direct.json.issues).toContainEqual({ path: ['body', 'sector'], message: 'Please choose a sector' });
  });

  it('asks which state’s Chief Minister: submitting without one is 400 naming the field, nothing written; the request and staff show it', async () => {
    const { state: _state, ...stateless } = form;
    const before = (await ravi.call(listMine, routes.listMyCmRequests)).json.length;
    const missing = await ravi.call(create, routes.createCmRequest, { body: { ...stateless, submit: true } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.issues).toContainEqual({ path: ['body', 'state'], message: 'Please choose which state’s Chief Minister you wish to meet' });
    const wrong = await ravi.call(create, routes.createCmRequest, { body: { ...form, state: 'karnataka', submit: true } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.issues).toContainEqual({ path: ['body', 'state'], message: 'State must be andhra_pradesh or telangana' });
    expect((await ravi.call(listMine, routes.listMyCmRequests)).json).toHaveLength(before);
    const draft = await newRequest(ravi, { ...stateless, submit: false });
    const early = await ravi.call(submit, routes.submitCmRequest, { params: { requestId: draft.id } });
    expect(early.statusCode).toBe(400);
    expect(early.json.issues).toContainEqual({ path: ['body', 'state'], message: 'Please choose which state’s Chief Minister you wish to meet' });
    const sent = await newRequest(ravi, { ...form, state: 'telangana', submit: true });
    expect(sent.state).toBe('telangana');
    const queue = await staff.call(staffQueue, routes.listStaffCmRequests, { query: { status: 'submitted' } });
    expect(queue.json.find((r: { id: string }) => r.id === sent.id)).toMatchObject({ state: 'telangana' });
  });

  it('offers and books only slots of the request’s length: a 30-minute request sees no 45-minute slot and booking one is 400, nothing written', async () => {
    const short = await newSlot(24, 5, 30);
    const long = await newSlot(24, 7, 45);
    const request = await newRequest(lakshmi, { ...form, duration: 30, submit: true });
    const offered = await lakshmi.call(slots, routes.listCmAvailableSlots, { query: { date: short.date, duration: '30' } });
    expect(offered.statusCode).toBe(200);
    expect(offered.json.map((s: { id: string }) => s.id)).toEqual([short.id]);
    const longOnes = await lakshmi.call(slots, routes.listCmAvailableSlots, { query: { date: short.date, duration: '45' } });
    expect(longOnes.json.map((s: { id: string }) => s.id)).toEqual([long.id]);
    const wrong = await lakshmi.call(book, routes.bookCmSlot, { params: { requestId: request.id }, body: { slotId: long.id } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.issues).toContainEqual({ path: ['body', 'slotId'], message: 'This slot is 45 minutes; your request is for 30 minutes' });
    const all = await lakshmi.call(slots, routes.listCmAvailableSlots, { query: { date: short.date } });
    expect(all.json.map((s: { id: string }) => s.id)).toEqual([short.id, long.id]);
    expect((await lakshmi.call(listMine, routes.listMyCmRequests)).json.find((r: { id: string }) => r.id === request.id).slot).toBeUndefined();
    const right = await lakshmi.call(book, routes.bookCmSlot, { params: { requestId: request.id }, body: { slotId: short.id } });
    expect(right.statusCode).toBe(200);
    expect(right.json.slot).toMatchObject({ id: short.id, durationMinutes: 30 });
  });

  it.each([
    [{ ...form, duration: 50 }, 'duration', 'Duration must be one of 30, 45, 60, 90 minutes'],
    [{ ...form, sector: 'mining' }, 'sector', 'Sector must be one of technology, manufacturing, healthcare, agriculture, renewable, infrastructure'],
    [{ ...form, preferredDate: '2027-02-30' }, 'preferredDate', 'Preferred date must be a real calendar date'],
    [{ ...form, jobCreation: -1 }, 'jobCreation', 'Job creation cannot be negative'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const reply = await lakshmi.call(create, routes.createCmRequest, { body });
    expect(reply.statusCode).toBe(400);
    expect(reply.json.issues).toContainEqual({ path: ['body', field], message });
  });

  it('a draft is editable only as a draft; another member’s is 404; my requests is one Query', async () => {
    const draft = await newRequest(lakshmi, { ...form, submit: false });
    expect((await ravi.call(update, routes.updateCmRequest, { params: { requestId: draft.id }, body: form })).statusCode).toBe(404);
    const edited = await lakshmi.call(update, routes.updateCmRequest, { params: { requestId: draft.id }, body: { ...form, companyProfile: '' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json.companyProfile).toBeUndefined();
    const submitted = await lakshmi.call(submit, routes.submitCmRequest, { params: { requestId: draft.id } });
    expect(submitted.json.status).toBe('submitted');
    expect((await lakshmi.call(update, routes.updateCmRequest, { params: { requestId: draft.id }, body: form })).statusCode).toBe(409);
    expect((await lakshmi.call(submit, routes.submitCmRequest, { params: { requestId: draft.id } })).statusCode).toBe(409);
    const counter = countDynamoCommands();
    const list = await lakshmi.call(listMine, routes.listMyCmRequests);
    const counts = readCounts(counter.counts());
    counter.stop();
    expect(list.json[0].id).toBe(draft.id);
    expect(counts).toMatchObject({ query: 1, scan: 0 });
  });

  it('staff-only routes are 403 for members', async () => {
    expect((await lakshmi.call(publish, routes.publishCmSlot, { body: { startTime: `${day(5)}T05:30:00Z`, durationMinutes: 30 } })).statusCode).toBe(403);
    const request = await newRequest(lakshmi, { ...form, submit: true });
    expect((await lakshmi.call(setStatus, routes.setCmRequestStatus, { params: { requestId: request.id }, body: { status: 'under_review' } })).statusCode).toBe(
      403,
    );
  });

  it('a slot is booked exactly once under 20 concurrent requests; the losers get 409 and pick again', async () => {
    const slot = await newSlot(9);
    const other = await newSlot(9, 7);
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`Booker${i}`)));
    const requests = await Promise.all(members.map((member) => newRequest(member, { ...form, submit: true })));
    const answers = await Promise.all(
      members.map((member, i) => member.call(book, routes.bookCmSlot, { params: { requestId: requests[i]!.id }, body: { slotId: slot.id } })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const open = await lakshmi.call(slots, routes.listCmAvailableSlots, { query: { date: slot.date } });
    expect(open.json.map((s: { id: string }) => s.id)).toContain(other.id);
    expect(open.json.map((s: { id: string }) => s.id)).not.toContain(slot.id);
    const loser = codes.findIndex((code) => code === 409);
    const again = await members[loser]!.call(book, routes.bookCmSlot, { params: { requestId: requests[loser]!.id }, body: { slotId: other.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json.slot.id).toBe(other.id);
  }, 120_000);

  it('staff move submitted → under_review → scheduled; decline needs a reason and frees the slot; stale moves 409', async () => {
    const request = await newRequest(lakshmi, { ...form, submit: true });
    expect((await staff.call(setStatus, routes.setCmRequestStatus, { params: { requestId: request.id }, body: { status: 'under_review' } })).json.status).toBe(
      'under_review',
    );
    const slot = await newSlot(11);
    expect((await lakshmi.call(book, routes.bookCmSlot, { params: { requestId: request.id }, body: { slotId: slot.id } })).statusCode).toBe(200);
    const noReason = await staff.call(setStatus, routes.setCmRequestStatus, { params: { requestId: request.id }, body: { status: 'declined' } });
    expect(noReason.json.issues).toContainEqual({ path: ['body', 'reason'], message: 'A reason is required to decline a request' });
    const declined = await staff.call(setStatus, routes.setCmRequestStatus, {
      params: { requestId: request.id },
      body: { status: 'declined', reason: 'CM travelling' },
    });
    expect(declined.json).toMatchObject({ status: 'declined', declineReason: 'CM travelling' });
    const open = await lakshmi.call(slots, routes.listCmAvailableSlots, { query: { date: slot.date } });
    expect(open.json.map((s: { id: string }) => s.id)).toContain(slot.id);
    expect((await staff.call(setStatus, routes.setCmRequestStatus, { params: { requestId: request.id }, body: { status: 'scheduled' } })).statusCode).toBe(409);
    const draft = await newRequest(lakshmi, { subject: 'x', submit: false });
    expect((await staff.call(setStatus, routes.setCmRequestStatus, { params: { requestId: draft.id }, body: { status: 'under_review' } })).statusCode).toBe(
      409,
    );
  });

  it('the dashboard has real counts and the liaison notice', async () => {
    const reply = await lakshmi.call(dashboard, routes.getCmDashboard);
    expect(reply.statusCode).toBe(200);
    expect(reply.json.stats.myRequests).toBeGreaterThan(0);
    expect(reply.json.notice).toMatch(/liaison office/);
  });

  it('the dashboard counts the open slots of the next 30 days', async () => {
    const openSlots = async () => (await lakshmi.call(dashboard, routes.getCmDashboard)).json.stats.openSlots;
    const before = await openSlots();
    await newSlot(5, 3);
    await newSlot(6, 3);
    await newSlot(40, 3);
    expect(await openSlots()).toBe(before + 2);
  });
});

describe('Meet The CM: one slot a day per member, unless staff book more', () => {
  const bookOf = (member: SignedIn, requestId: string, slotId: string) => member.call(book, routes.bookCmSlot, { params: { requestId }, body: { slotId } });
  const dayCount = async (member: SignedIn, date: string) => (await readCounters(memberScope(member.id)))[cmDayCounter(date)];

  it('concurrent bookings of every open slot of a day by one member book exactly one (3 days in a row); another day is free', async () => {
    const member = await signIn('Eager');
    for (const days of [13, 14, 15]) {
      const daySlots = await Promise.all([1, 2, 3, 4, 5, 6].map((hour) => newSlot(days, hour)));
      const requests = await Promise.all(daySlots.map(() => newRequest(member, { ...form, submit: true })));
      const answers = await Promise.all(daySlots.map((slot, i) => bookOf(member, requests[i]!.id, slot.id)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(daySlots.length - 1);
      expect(answers.find((a) => a.statusCode === 409)!.json.message).toBe(CM_DAY_TAKEN);
      const open = await member.call(slots, routes.listCmAvailableSlots, { query: { date: daySlots[0]!.date } });
      expect(open.json).toHaveLength(daySlots.length - 1);
      expect(await dayCount(member, daySlots[0]!.date)).toBe(1);
    }
  }, 120_000);

  it('staff may schedule a member into a second slot of a day; the member still cannot book a third', async () => {
    const member = await signIn('Delegation');
    const [first, second, third] = [await newSlot(16, 1), await newSlot(16, 2), await newSlot(16, 3)];
    const [mine, staffs, more] = [
      await newRequest(member, { ...form, submit: true }),
      await newRequest(member, { ...form, submit: true }),
      await newRequest(member, { ...form, submit: true }),
    ];
    expect((await bookOf(member, mine.id, first!.id)).statusCode).toBe(200);
    const scheduled = await staff.call(setStatus, routes.setCmRequestStatus, {
      params: { requestId: staffs.id },
      body: { status: 'scheduled', slotId: second!.id },
    });
    expect(scheduled.statusCode, JSON.stringify(scheduled.json)).toBe(200);
    expect(scheduled.json.slot.id).toBe(second!.id);
    expect(await dayCount(member, first!.date)).toBe(2);
    const refused = await bookOf(member, more.id, third!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(CM_DAY_TAKEN);
  });

  it('a declined request frees its slot and the member’s day: they can book that day again', async () => {
    const member = await signIn('Rebook');
    const [slot, other] = [await newSlot(17, 1), await newSlot(17, 2)];
    const [request, next] = [await newRequest(member, { ...form, submit: true }), await newRequest(member, { ...form, submit: true })];
    expect((await bookOf(member, request.id, slot!.id)).statusCode).toBe(200);
    expect((await bookOf(member, next.id, other!.id)).statusCode).toBe(409);
    const declined = await staff.call(setStatus, routes.setCmRequestStatus, {
      params: { requestId: request.id },
      body: { status: 'declined', reason: 'CM travelling' },
    });
    expect(declined.statusCode).toBe(200);
    expect(await dayCount(member, slot!.date)).toBe(0);
    expect((await bookOf(member, next.id, other!.id)).statusCode).toBe(200);
    expect(await dayCount(member, slot!.date)).toBe(1);
  });
});
