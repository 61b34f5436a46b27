import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '@club/shared/zod';
import {
  cmRequestSchema,
  colleagueSchema,
  culturalRequestSchema,
  darshanPlanSchema,
  routes,
  staffCmRequestSchema,
  staffCulturalRequestSchema,
  staffDarshanPlanDetailSchema,
  staffDarshanPlanSchema,
  staffTicketDetailSchema,
  staffTicketSchema,
  ticketSchema,
  tradeRequestDetailSchema,
  type RouteDef,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { writeMember } from '../../members/members.js';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { AUDIT_LOG } from '../../audit/entities/audit-log.js';
import { notificationsOf as notificationsPartition } from '../../notifications/entities/notification.js';
import { messagesOf } from '../../concierge/entities/ticket-message.js';
import { queryAll } from '../../../platform/db/pages.js';
import { companyData } from '../../companies/data.js';
import { conciergeData } from '../../concierge/data.js';
import { memberData } from '../../members/data.js';
import { auditData } from '../../audit/data.js';
import { notificationData } from '../../notifications/data.js';
import { memberTagItems } from '../../members/directory-writes.js';
import { UNREAD_NOTIFICATIONS } from '../../notifications/notify.js';
import { memberScope, readCounters } from '../../stats/counters.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { pause, readCounts, signIn, type SignedIn } from '../../../test/signed-in.js';
import { handler as publishSlot } from '../../cm-office/http/publish-cm-slot.js';
import { handler as createCm } from '../../cm-office/http/create-cm-request.js';
import { handler as setCmStatus } from '../../cm-office/http/set-cm-request-status.js';
import { handler as createTicket } from '../../concierge/http/create-concierge-ticket.js';
import { handler as getOwnTicket } from '../../concierge/http/get-concierge-ticket.js';
import { handler as answerCultural } from '../../culture/http/answer-cultural-request.js';
import { handler as createCultural } from '../../culture/http/create-cultural-request.js';
import { handler as createPlan } from '../../darshan/http/create-darshan-plan.js';
import { handler as setPlanStatus } from '../../darshan/http/set-darshan-plan-status.js';
import { handler as submitPlan } from '../../darshan/http/submit-darshan-plan.js';
import type { ApiHandler } from '../../../platform/http/handler.js';
import { handler as createTrade } from '../../trade-assistance/http/create-trade-request.js';
import { handler as setTradeStatus } from '../../trade-assistance/http/set-trade-request-status.js';
import { handler as assign } from '../../concierge/http/assign-staff-ticket.js';
import { handler as getPlan } from '../../darshan/http/get-staff-darshan-plan.js';
import { handler as getTicket } from '../../concierge/http/get-staff-ticket.js';
import { handler as colleagues } from './list-colleagues.js';
import { handler as cmQueue } from '../../cm-office/http/list-staff-cm-requests.js';
import { handler as culturalQueue } from '../../culture/http/list-staff-cultural-requests.js';
import { handler as planQueue } from '../../darshan/http/list-staff-darshan-plans.js';
import { handler as ticketQueue } from '../../concierge/http/list-staff-tickets.js';
import { handler as replyTicket } from '../../concierge/http/reply-staff-ticket.js';
import { handler as setTicketStatus } from '../../concierge/http/set-staff-ticket-status.js';

let staff: SignedIn;
let colleague: SignedIn;
let admin: SignedIn;
let companyId: string;

beforeAll(async () => {
  staff = await signIn('Priya', { role: 'staff' });
  colleague = await signIn('Kiran', { role: 'staff' });
  admin = await signIn('Anil', { role: 'admin' });
  companyId = `company-${crypto.randomUUID()}`;
  await companyData()
    .companies.build(PutItemCommand)
    .item({ id: companyId, name: 'Godavari Aqua Exports', industry: 'Aquaculture', country: 'India' })
    .options({ condition: { attr: 'id', exists: false } })
    .send();
});

/** A member of their own, so their notifications and unread counter start empty. */
const newMember = (name = 'Lakshmi') => signIn(name, { companyId });

async function created<T>(
  who: SignedIn,
  handler: ApiHandler,
  route: RouteDef,
  schema: z.ZodMiniType<T>,
  body: unknown,
  params?: Record<string, string>,
): Promise<T> {
  const answer = await who.call(handler, route, { body, ...(params ? { params } : {}) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBeLessThan(300);
  await pause();
  return schema.parse(answer.json);
}

const ticketOf = (who: SignedIn) =>
  created(who, createTicket, routes.createConciergeTicket, ticketSchema, {
    category: 'visa',
    title: 'Business visa for Dubai',
    details: 'A 90-day multiple entry visa for Gulfood.',
  });

/** The audit entries about one target, oldest first. */
const auditOf = (targetId: string) => queryAll(auditData().auditLogs, AUDIT_LOG, { ascending: true, filter: { attr: 'targetId', eq: targetId } });

/** A member's notifications, oldest first. */
const notificationsOf = (memberId: string) => queryAll(notificationData().notifications, notificationsPartition(memberId), { ascending: true });

async function unread(memberId: string): Promise<number> {
  return (await readCounters(memberScope(memberId)))[UNREAD_NOTIFICATIONS] ?? 0;
}

/** A ticket as stored. */
const storedTicket = async (ticketId: string) => (await conciergeData().conciergeTickets.build(GetItemCommand).key({ id: ticketId }).send()).Item;

/** Calls a list route as staff and answers its items with the commands it sent. */
async function queuePage(handler: ApiHandler, route: RouteDef, query: Record<string, string>) {
  const counter = countDynamoCommands();
  const answer = await staff.call(handler, route, { query });
  const counts = readCounts(counter.counts());
  counter.stop();
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return { items: answer.json as { id: string; createdAt: string }[], counts };
}

const newestFirst = (items: { createdAt: string }[]) =>
  expect(items.map((i) => i.createdAt)).toEqual(
    items
      .map((i) => i.createdAt)
      .sort()
      .reverse(),
  );

describe('staff routes', () => {
  const staffRoutes: [string, ApiHandler, RouteDef, Record<string, unknown>][] = [
    ['listStaffTickets', ticketQueue, routes.listStaffTickets, {}],
    ['getStaffTicket', getTicket, routes.getStaffTicket, { params: { ticketId: 'x' } }],
    ['assignStaffTicket', assign, routes.assignStaffTicket, { params: { ticketId: 'x' }, body: { from: 'open' } }],
    ['replyStaffTicket', replyTicket, routes.replyStaffTicket, { params: { ticketId: 'x' }, body: { body: 'hello' } }],
    ['setStaffTicketStatus', setTicketStatus, routes.setStaffTicketStatus, { params: { ticketId: 'x' }, body: { status: 'in_progress', from: 'open' } }],
    ['listColleagues', colleagues, routes.listColleagues, {}],
    ['listStaffDarshanPlans', planQueue, routes.listStaffDarshanPlans, {}],
    ['getStaffDarshanPlan', getPlan, routes.getStaffDarshanPlan, { params: { planId: 'x' } }],
    ['listStaffCulturalRequests', culturalQueue, routes.listStaffCulturalRequests, {}],
    ['listStaffCmRequests', cmQueue, routes.listStaffCmRequests, {}],
  ];

  it.each(staffRoutes)('%s answers 403 to a member', async (_id, handler, route, options) => {
    const member = await newMember();
    const answer = await member.call(handler, route, options);
    expect(answer.statusCode).toBe(403);
    expect(answer.json).toEqual({ message: 'Only club staff can do this' });
  });

  it('lets admins in too', async () => {
    expect((await admin.call(ticketQueue, routes.listStaffTickets)).statusCode).toBe(200);
  });
});

describe('concierge tickets in the staff console', () => {
  it('lists one status, newest first, with one Query and no BatchGet', async () => {
    const member = await newMember();
    const first = await ticketOf(member);
    const second = await ticketOf(member);
    const { items, counts } = await queuePage(ticketQueue, routes.listStaffTickets, { status: 'open' });
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0, others: [] });
    const tickets = z.array(staffTicketSchema).parse(items);
    expect(tickets.every((t) => t.status === 'open')).toBe(true);
    newestFirst(tickets);
    const ids = tickets.map((t) => t.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(tickets.find((t) => t.id === first.id)?.userId).toBe(member.id);
  });

  it('shows a ticket with its thread and the member who raised it', async () => {
    const member = await newMember('Sravani');
    const ticket = await ticketOf(member);
    await staff.call(replyTicket, routes.replyStaffTicket, { params: { ticketId: ticket.id }, body: { body: 'We are on it.' } });
    const detail = staffTicketDetailSchema.parse((await staff.call(getTicket, routes.getStaffTicket, { params: { ticketId: ticket.id } })).json);
    expect(detail).toMatchObject({ id: ticket.id, userId: member.id, thread: [{ author: 'staff', body: 'We are on it.' }] });
    expect(detail.member).toMatchObject({
      id: member.id,
      firstName: 'Sravani',
      lastName: 'Reddy',
      companyName: 'Godavari Aqua Exports',
      verified: false,
      chapters: [],
      badges: [],
    });
    expect(detail.member!.memberSince).toEqual(expect.any(String));
    expect((await staff.call(getTicket, routes.getStaffTicket, { params: { ticketId: 'no-such-ticket' } })).statusCode).toBe(404);
  });

  it('assigns to the caller: audited with actor, IP and user agent; the member is not notified of the team’s own step', async () => {
    const member = await newMember();
    const ticket = await ticketOf(member);
    const answer = await staff.call(assign, routes.assignStaffTicket, { params: { ticketId: ticket.id }, body: { from: 'open' } });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({ status: 'assigned', assignedTo: staff.id, userId: member.id });

    const [entry, ...more] = await auditOf(ticket.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: staff.id,
      actorName: 'Priya Reddy',
      action: 'ticket.assign',
      targetType: 'concierge_ticket',
      targetId: ticket.id,
      before: { status: 'open', assignedTo: null },
      after: { status: 'assigned', assignedTo: staff.id },
      ipAddress: '127.0.0.1',
      userAgent: 'vitest',
    });
    expect(await notificationsOf(member.id)).toEqual([]);
    expect(await unread(member.id)).toBe(0);
  });

  it('assigns to a colleague who is staff or admin, and refuses anyone else with 400', async () => {
    const member = await newMember();
    const ticket = await ticketOf(member);
    const params = { ticketId: ticket.id };
    const refused = await staff.call(assign, routes.assignStaffTicket, { params, body: { from: 'open', assigneeId: member.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.issues).toEqual([{ path: ['body', 'assigneeId'], message: 'Tickets can only be assigned to club staff' }]);
    expect((await staff.call(assign, routes.assignStaffTicket, { params, body: { from: 'open', assigneeId: 'member-nobody' } })).statusCode).toBe(400);

    const toColleague = await staff.call(assign, routes.assignStaffTicket, { params, body: { from: 'open', assigneeId: colleague.id } });
    expect(toColleague.json).toMatchObject({ status: 'assigned', assignedTo: colleague.id });
    const toAdmin = await staff.call(assign, routes.assignStaffTicket, { params, body: { from: 'assigned', assigneeId: admin.id } });
    expect(toAdmin.json).toMatchObject({ status: 'assigned', assignedTo: admin.id });
    // Assigning and handing over are audited but tell the member nothing.
    expect((await auditOf(ticket.id)).map((e) => e.after)).toEqual([{ status: 'assigned', assignedTo: colleague.id }, { assignedTo: admin.id }]);
    expect(await unread(member.id)).toBe(0);
  });

  it('answers a stale `from` with 409 naming the current status, and writes nothing', async () => {
    const member = await newMember();
    const ticket = await ticketOf(member);
    const params = { ticketId: ticket.id };
    await staff.call(assign, routes.assignStaffTicket, { params, body: { from: 'open' } });
    const before = await auditOf(ticket.id);

    const late = await colleague.call(assign, routes.assignStaffTicket, { params, body: { from: 'open' } });
    expect(late.statusCode).toBe(409);
    expect(late.json).toEqual({ message: 'Another staff member got there first: this ticket is now assigned' });
    const lateStatus = await colleague.call(setTicketStatus, routes.setStaffTicketStatus, { params, body: { status: 'in_progress', from: 'open' } });
    expect(lateStatus.json).toEqual({ message: 'Another staff member got there first: this ticket is now assigned' });

    const stored = await storedTicket(ticket.id);
    expect(stored).toMatchObject({ status: 'assigned', assignedTo: staff.id });
    expect(await auditOf(ticket.id)).toEqual(before);
    expect(await notificationsOf(member.id)).toEqual([]);
  });

  it('lets exactly one of many concurrent assigns from the same status win', async () => {
    const member = await newMember();
    const ticket = await ticketOf(member);
    const answers = await Promise.all(
      [staff, colleague, admin, staff, colleague].map((who) =>
        who.call(assign, routes.assignStaffTicket, { params: { ticketId: ticket.id }, body: { from: 'open' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await auditOf(ticket.id)).toHaveLength(1);
    expect(await notificationsOf(member.id)).toHaveLength(0);
    expect(await unread(member.id)).toBe(0);
  });

  it('moves open → in progress → resolved (with the resolution) → reopened, and refuses skipped steps with 409', async () => {
    const member = await newMember();
    const ticket = await ticketOf(member);
    const params = { ticketId: ticket.id };
    const move = (body: Record<string, unknown>) => staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body });

    const skipped = await move({ status: 'resolved', from: 'open', resolution: 'Done' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json).toEqual({ message: 'A ticket that is open cannot become resolved' });
    expect((await move({ status: 'open', from: 'open' })).statusCode).toBe(409);
    expect((await move({ status: 'resolved', from: 'in_progress' })).statusCode).toBe(400);

    expect((await move({ status: 'in_progress', from: 'open' })).json).toMatchObject({ status: 'in_progress' });
    const resolved = await move({ status: 'resolved', from: 'in_progress', resolution: 'Visa approved; collect it at VFS Hyderabad.' });
    expect(resolved.json).toMatchObject({ status: 'resolved', resolution: 'Visa approved; collect it at VFS Hyderabad.' });
    const reopened = await move({ status: 'open', from: 'resolved' });
    expect(reopened.json.status).toBe('open');
    expect(reopened.json.resolution).toBeUndefined();
    expect((await storedTicket(ticket.id))?.resolution).toBeUndefined();

    expect((await auditOf(ticket.id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'ticket.start', before: { status: 'open' }, after: { status: 'in_progress' } },
      {
        action: 'ticket.resolve',
        before: { status: 'in_progress', resolution: null },
        after: { status: 'resolved', resolution: 'Visa approved; collect it at VFS Hyderabad.' },
      },
      {
        action: 'ticket.reopen',
        before: { status: 'resolved', resolution: 'Visa approved; collect it at VFS Hyderabad.' },
        after: { status: 'open', resolution: null },
      },
    ]);
    const notifications = await notificationsOf(member.id);
    expect(notifications.map((n) => [n.kind, n.title])).toEqual([
      ['ticket_status', 'Your request “Business visa for Dubai” is resolved'],
      ['ticket_status', 'Your request “Business visa for Dubai” has been reopened'],
    ]);
    expect(await unread(member.id)).toBe(2);
    // The status index follows every move: the ticket is back in the open queue.
    const { items } = await queuePage(ticketQueue, routes.listStaffTickets, { status: 'open' });
    expect(items.map((t) => t.id)).toContain(ticket.id);
  });

  it('tells the member once per staff reply and once for the outcome: assigned, in progress, reply, resolved → two notifications', async () => {
    const member = await newMember();
    const ticket = await ticketOf(member);
    const params = { ticketId: ticket.id };
    const move = (body: Record<string, unknown>) => staff.call(setTicketStatus, routes.setStaffTicketStatus, { params, body });

    expect((await staff.call(assign, routes.assignStaffTicket, { params, body: { from: 'open' } })).statusCode).toBe(200);
    expect((await move({ status: 'in_progress', from: 'assigned' })).statusCode).toBe(200);
    expect((await staff.call(replyTicket, routes.replyStaffTicket, { params, body: { body: 'Booked the 10 am slot at VFS.' } })).statusCode).toBe(201);
    expect((await move({ status: 'resolved', from: 'in_progress', resolution: 'Visa approved.' })).statusCode).toBe(200);

    const notifications = await notificationsOf(member.id);
    expect(notifications.map((n) => [n.kind, n.title]).sort()).toEqual([
      ['ticket_reply', 'New reply on “Business visa for Dubai”'],
      ['ticket_status', 'Your request “Business visa for Dubai” is resolved'],
    ]);
    expect(await unread(member.id)).toBe(2);
  });

  it('replies in the thread as staff and notifies the member; never on a closed ticket', async () => {
    const member = await newMember();
    const ticket = await ticketOf(member);
    const params = { ticketId: ticket.id };
    const answer = await staff.call(replyTicket, routes.replyStaffTicket, { params, body: { body: 'Please send a passport scan.' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({ author: 'staff', body: 'Please send a passport scan.', ticketId: ticket.id });
    const stored = await queryAll(conciergeData().ticketMessages, messagesOf(ticket.id));
    expect(stored).toMatchObject([{ author: 'staff', authorId: staff.id }]);
    const own = await member.call(getOwnTicket, routes.getConciergeTicket, { params });
    expect(own.json.thread).toMatchObject([{ author: 'staff', body: 'Please send a passport scan.' }]);
    expect(await notificationsOf(member.id)).toMatchObject([
      { kind: 'ticket_reply', title: 'New reply on “Business visa for Dubai”', body: 'Please send a passport scan.' },
    ]);
    expect(await unread(member.id)).toBe(1);
    expect((await auditOf(ticket.id)).map((e) => e.action)).toEqual(['ticket.reply']);

    // userId goes with status: the member's status index reads both.
    await conciergeData()
      .conciergeTickets.build(UpdateItemCommand)
      .item({ id: ticket.id, userId: member.id, status: 'closed' })
      .options({ condition: { attr: 'id', exists: true } })
      .send();
    const late = await staff.call(replyTicket, routes.replyStaffTicket, { params, body: { body: 'One more thing' } });
    expect(late.statusCode).toBe(409);
    expect(late.json).toEqual({ message: 'This ticket is closed' });
    expect(await unread(member.id)).toBe(1);
  });
});

describe('colleagues', () => {
  it('lists staff and admins from the directory’s role tags: two Queries in one round', async () => {
    // The directory's tag items, as a member's writes put them (signIn writes the member alone).
    for (const who of [staff, colleague, admin]) {
      const { members, memberTags } = memberData();
      const { Item: member } = await members.build(GetItemCommand).key({ id: who.id }).send();
      await Promise.all((await memberTagItems(member!)).map((tag) => memberTags.build(PutItemCommand).item(tag).send()));
    }
    const counter = countDynamoCommands();
    const answer = await staff.call(colleagues, routes.listColleagues);
    const counts = readCounts(counter.counts());
    const rounds = counter.rounds();
    counter.stop();
    expect(counts).toMatchObject({ query: 2, batchGet: 0, scan: 0 });
    expect(rounds).toBe(2); // the session read, then both Queries together
    const list = z.array(colleagueSchema).parse(answer.json);
    expect(list.filter((c) => [staff.id, colleague.id, admin.id].includes(c.id))).toEqual([
      { id: admin.id, firstName: 'Anil', lastName: 'Reddy', role: 'admin' },
      { id: colleague.id, firstName: 'Kiran', lastName: 'Reddy', role: 'staff' },
      { id: staff.id, firstName: 'Priya', lastName: 'Reddy', role: 'staff' },
    ]);
  });
});

describe('darshan plans in the staff console', () => {
  async function submittedPlan(member: SignedIn) {
    const plan = await created(member, createPlan, routes.createDarshanPlan, darshanPlanSchema, { dateRange: '15-17 December 2026', pax: 4 });
    return created(member, submitPlan, routes.submitDarshanPlan, darshanPlanSchema, undefined, { planId: plan.id });
  }

  it('lists submitted plans newest first with one Query, and shows one with its member', async () => {
    const member = await newMember('Padma');
    const first = await submittedPlan(member);
    const second = await submittedPlan(member);
    const { items, counts } = await queuePage(planQueue, routes.listStaffDarshanPlans, { status: 'submitted' });
    expect(counts).toMatchObject({ query: 1, batchGet: 0, scan: 0, others: [] });
    const plans = z.array(staffDarshanPlanSchema).parse(items);
    expect(plans.every((p) => p.status === 'submitted')).toBe(true);
    newestFirst(plans);
    expect(plans.map((p) => p.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const detail = staffDarshanPlanDetailSchema.parse((await staff.call(getPlan, routes.getStaffDarshanPlan, { params: { planId: first.id } })).json);
    expect(detail).toMatchObject({ id: first.id, userId: member.id, member: { firstName: 'Padma', companyName: 'Godavari Aqua Exports' } });
    expect((await staff.call(getPlan, routes.getStaffDarshanPlan, { params: { planId: 'no-such-plan' } })).statusCode).toBe(404);
  });

  it('confirms with an audit entry and the member’s notification; the plan leaves the submitted queue; a concurrent confirm is 409', async () => {
    const member = await newMember();
    const plan = await submittedPlan(member);
    const params = { planId: plan.id };
    const answers = await Promise.all(
      [staff, colleague].map((who) =>
        who.call(setPlanStatus, routes.setDarshanPlanStatus, { params, body: { status: 'confirmed', confirmationDetails: 'VIP break 16 Dec, 5:30 AM' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await auditOf(plan.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'darshan.confirm',
      targetType: 'darshan_plan',
      before: { status: 'submitted', officialsContacted: false, confirmationDetails: null },
      after: { status: 'confirmed', officialsContacted: true, confirmationDetails: 'VIP break 16 Dec, 5:30 AM' },
      ipAddress: '127.0.0.1',
      userAgent: 'vitest',
    });
    expect(await notificationsOf(member.id)).toMatchObject([
      { kind: 'darshan_status', link: '/darshan', title: 'Your Tirumala darshan is confirmed', body: 'VIP break 16 Dec, 5:30 AM' },
    ]);
    expect(await unread(member.id)).toBe(1);

    const { items } = await queuePage(planQueue, routes.listStaffDarshanPlans, { status: 'submitted' });
    expect(items.map((p) => p.id)).not.toContain(plan.id);
    const confirmed = await queuePage(planQueue, routes.listStaffDarshanPlans, { status: 'confirmed' });
    expect(confirmed.items.map((p) => p.id)).toContain(plan.id);
  });
});

describe('cultural requests in the staff console', () => {
  it('lists pending requests (one Query); answering moves one to resolved, audited, with the member notified', async () => {
    const member = await newMember();
    const request = await created(member, createCultural, routes.createCulturalRequest, culturalRequestSchema, {
      type: 'translation',
      request: 'Welcome to our Vizag office',
      language: 'telugu',
      urgency: 'urgent',
    });
    const pending = await queuePage(culturalQueue, routes.listStaffCulturalRequests, { status: 'pending' });
    expect(pending.counts).toMatchObject({ query: 1, batchGet: 0, scan: 0, others: [] });
    const rows = z.array(staffCulturalRequestSchema).parse(pending.items);
    expect(rows.every((r) => !r.isResolved)).toBe(true);
    newestFirst(rows);
    expect(rows.find((r) => r.id === request.id)?.userId).toBe(member.id);

    const answer = await staff.call(answerCultural, routes.answerCulturalRequest, {
      params: { requestId: request.id },
      body: { response: 'మా విశాఖ కార్యాలయానికి స్వాగతం' },
    });
    expect(answer.statusCode).toBe(200);
    expect((await queuePage(culturalQueue, routes.listStaffCulturalRequests, { status: 'pending' })).items.map((r) => r.id)).not.toContain(request.id);
    const resolved = z
      .array(staffCulturalRequestSchema)
      .parse((await queuePage(culturalQueue, routes.listStaffCulturalRequests, { status: 'resolved' })).items);
    expect(resolved.every((r) => r.isResolved)).toBe(true);
    expect(resolved.map((r) => r.id)).toContain(request.id);

    const entries = await auditOf(request.id);
    expect(entries).toMatchObject([
      {
        action: 'cultural.answer',
        targetType: 'cultural_request',
        actorId: staff.id,
        before: { isResolved: false, response: null },
        after: { isResolved: true, response: 'మా విశాఖ కార్యాలయానికి స్వాగతం' },
      },
    ]);
    expect(await notificationsOf(member.id)).toMatchObject([{ kind: 'cultural_answer', link: '/cultural-concierge?tab=requests' }]);
    expect(await unread(member.id)).toBe(1);
  });
});

describe('Meet The CM requests in the staff console', () => {
  const form = {
    delegationType: 'company',
    purpose: 'investment',
    sector: 'renewable',
    investmentAmount: 'mega',
    jobCreation: '1200',
    preferredDate: '2027-02-10',
    duration: 60,
    urgency: 'important',
    subject: 'Solar park in Anantapur',
    proposal: '2 GW solar park with storage',
    companyProfile: 'Dallas energy firm',
    state: 'andhra_pradesh',
    submit: true,
  };

  it('lists submitted requests (one Query); scheduling is audited and the member notified; a stale move is 409 and writes nothing', async () => {
    const member = await newMember();
    await writeMember(member.id, (current) => ({
      ...current!,
      title: 'Managing Director',
      companyName: 'Godavari Aqua Exports',
      verifiedAt: '2026-10-01T00:00:00.000Z',
    }));
    const request = await created(member, createCm, routes.createCmRequest, cmRequestSchema, form);
    const queue = await queuePage(cmQueue, routes.listStaffCmRequests, { status: 'submitted' });
    expect(queue.counts).toMatchObject({ query: 1, batchGet: 0, scan: 0, others: [] });
    const rows = z.array(staffCmRequestSchema).parse(queue.items);
    expect(rows.every((r) => r.status === 'submitted')).toBe(true);
    newestFirst(rows);
    expect(rows.find((r) => r.id === request.id)?.userId).toBe(member.id);
    // The requester as the queue shows them, copied on create: no member read per row, no contact details.
    const requester = rows.find((r) => r.id === request.id)?.requester;
    expect(requester).toEqual({
      id: member.id,
      firstName: 'Lakshmi',
      lastName: 'Reddy',
      profileImageUrl: `https://images.example.com/${member.id}.jpg`,
      title: 'Managing Director',
      companyName: 'Godavari Aqua Exports',
      verified: true,
    });
    expect(JSON.stringify(requester)).not.toContain('@');

    const params = { requestId: request.id };
    const scheduled = await staff.call(setCmStatus, routes.setCmRequestStatus, {
      params,
      body: { status: 'scheduled', note: 'Friday 11:00 at the liaison office' },
    });
    expect(scheduled.json.status).toBe('scheduled');
    const stale = await colleague.call(setCmStatus, routes.setCmRequestStatus, { params, body: { status: 'under_review' } });
    expect(stale.statusCode).toBe(409);

    const entries = await auditOf(request.id);
    expect(entries).toMatchObject([
      {
        action: 'cm.schedule',
        targetType: 'cm_request',
        before: { status: 'submitted', statusNote: null },
        after: { status: 'scheduled', statusNote: 'Friday 11:00 at the liaison office' },
      },
    ]);
    expect(await notificationsOf(member.id)).toMatchObject([
      { kind: 'cm_status', link: '/meet-the-cm?tab=requests', title: 'Your meeting with the CM is scheduled', body: 'Friday 11:00 at the liaison office' },
    ]);
    expect(await unread(member.id)).toBe(1);
    expect((await queuePage(cmQueue, routes.listStaffCmRequests, { status: 'scheduled' })).items.map((r) => r.id)).toContain(request.id);
  });

  it('never lists drafts', async () => {
    expect((await staff.call(cmQueue, routes.listStaffCmRequests, { query: { status: 'draft' } })).statusCode).toBe(400);
  });

  it('audits a published slot', async () => {
    const startTime = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const slot = await staff.call(publishSlot, routes.publishCmSlot, { body: { startTime, durationMinutes: 30, location: 'Liaison office, Hyderabad' } });
    expect(slot.statusCode).toBe(201);
    const entries = await auditOf(slot.json.id);
    expect(entries).toMatchObject([
      { action: 'cm.slot.publish', targetType: 'cm_slot', actorId: staff.id, after: { startTime, location: 'Liaison office, Hyderabad' } },
    ]);
  });

  it('schedules into a published slot, booking it once: of two requests racing for one slot, one wins', async () => {
    const startTime = new Date(Date.now() + 12 * 86_400_000).toISOString();
    const slot = await staff.call(publishSlot, routes.publishCmSlot, { body: { startTime, durationMinutes: 45, location: 'Liaison office, Amaravati' } });
    const founders = await Promise.all([newMember('Ravi'), newMember('Sita')]);
    const requests = await Promise.all(founders.map((m) => created(m, createCm, routes.createCmRequest, cmRequestSchema, form)));
    const answers = await Promise.all(
      requests.map((request, i) =>
        [staff, colleague][i]!.call(setCmStatus, routes.setCmRequestStatus, {
          params: { requestId: request.id },
          body: { status: 'scheduled', slotId: slot.json.id },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!;
    expect(won.json).toMatchObject({ status: 'scheduled', slot: { id: slot.json.id, startTime } });
    const lost = requests.find((r) => r.id !== won.json.id)!;
    expect((await staff.call(cmQueue, routes.listStaffCmRequests, { query: { status: 'submitted' } })).json.map((r: { id: string }) => r.id)).toContain(
      lost.id,
    );
    // A slot only goes with scheduling.
    const refused = await staff.call(setCmStatus, routes.setCmRequestStatus, {
      params: { requestId: lost.id },
      body: { status: 'under_review', slotId: slot.json.id },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('trade assistance requests in the staff console', () => {
  it('completing a request is audited and the member notified; a second move from the same status is 409', async () => {
    const member = await newMember();
    const request = await created(member, createTrade, routes.createTradeRequest, tradeRequestDetailSchema, {
      type: 'dgft_license',
      requestDetails: { serviceName: 'DGFT licence consultation' },
    });
    const params = { requestId: request.id };
    const answers = await Promise.all(
      [staff, colleague].map((who) =>
        who.call(setTradeStatus, routes.setTradeRequestStatus, {
          params,
          body: { status: 'completed', message: 'Apply for an EPCG licence; checklist attached.' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await auditOf(request.id);
    expect(entries).toMatchObject([{ action: 'trade.complete', targetType: 'trade_request', before: { status: 'pending' }, after: { status: 'completed' } }]);
    expect(await notificationsOf(member.id)).toMatchObject([
      {
        kind: 'trade_status',
        link: '/trade-assistance?tab=requests',
        title: 'Your DGFT Licence Consultation request is completed',
        body: 'Apply for an EPCG licence; checklist attached.',
      },
    ]);
    expect(await unread(member.id)).toBe(1);
  });
});
