import { randomUUID } from 'node:crypto';
import {
  darshanPlanSchema,
  staffDarshanPlanDetailSchema,
  staffDarshanPlanSchema,
  type DarshanPlan,
  type DarshanStatus,
  type Member,
  type RouteBody,
  type StaffDarshanPlan,
  type StaffDarshanPlanDetail,
  type darshanRoutes,
} from '@club/shared';
import type { DarshanPlanItem } from '../../db/entities/darshan-plan.js';
import { isConditionFailed } from '../../db/errors.js';
import { conciergeData } from '../../db/services/concierge.js';
import { darshanData } from '../../db/services/darshan.js';
import { operationsData } from '../../db/services/operations.js';
import { writeTransaction } from '../../db/transaction.js';
import { newTicket } from '../concierge/tickets.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { auditWrite, type Actor } from '../operations/audit.js';
import { changes } from '../operations/changes.js';
import { notifyWrites } from '../operations/notify.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { memberContext } from '../staff/member-context.js';

export type DarshanPlanInput = RouteBody<typeof darshanRoutes.createDarshanPlan>;
export const PLAN_NOT_FOUND = 'Darshan plan not found';

const toPlan = (item: DarshanPlanItem): DarshanPlan => darshanPlanSchema.parse(item);

/** Which status may follow which; everything else is refused with 409 (spec 2 §4 plus cancel). */
const NEXT: Record<'submit' | 'cancel' | 'confirmed' | 'completed', readonly DarshanStatus[]> = {
  submit: ['planning'],
  cancel: ['planning', 'submitted', 'confirmed'],
  confirmed: ['submitted'],
  completed: ['confirmed'],
};

async function ownPlan(member: Member, planId: string): Promise<DarshanPlanItem> {
  const { data } = await darshanData().darshanPlans.get({ id: planId }).go();
  if (!data || data.userId !== member.id) throw new NotFoundError(PLAN_NOT_FOUND);
  return data;
}

/** GET /api/darshan-plans: the caller's plans newest first, one Query. */
export async function listPlans(member: Member, { limit, cursor }: PageRequest): Promise<Page<DarshanPlan>> {
  const page = await readPage(cursor, () => darshanData().darshanPlans.query.byMember({ userId: member.id }).go({ limit, cursor, order: 'desc' }));
  return { items: page.data.map(toPlan), cursor: page.cursor };
}

/** POST /api/darshan-plans: a new plan in `planning`. */
export async function createPlan(member: Member, input: DarshanPlanInput): Promise<DarshanPlan> {
  const item: DarshanPlanItem = { ...input, id: randomUUID(), userId: member.id, status: 'planning', officialsContacted: false, createdAt: new Date().toISOString() };
  await darshanData().darshanPlans.create(item).go();
  return toPlan(item);
}

export async function getPlan(member: Member, planId: string): Promise<DarshanPlan> {
  return toPlan(await ownPlan(member, planId));
}

/** A conditional patch of the caller's plan that only applies from one of `from` (a stale transition is 409). */
function transition(member: Member, planId: string, from: readonly DarshanStatus[], changes: Record<string, unknown>) {
  return darshanData()
    .darshanPlans.patch({ id: planId })
    .set(changes)
    .where((attr, op) => `${op.eq(attr.userId, member.id)} AND (${from.map((status) => op.eq(attr.status, status)).join(' OR ')})`);
}

async function refuseStale(member: Member, planId: string, message: string): Promise<never> {
  await ownPlan(member, planId); // 404 when it is not the caller's
  throw new ConflictError(message);
}

/** PATCH /api/darshan-plans/{id}: edit only while `planning`. */
export async function updatePlan(member: Member, planId: string, input: DarshanPlanInput): Promise<DarshanPlan> {
  await ownPlan(member, planId);
  try {
    const { data } = await transition(member, planId, ['planning'], { ...input }).go({ response: 'all_new' });
    return toPlan(data);
  } catch (error) {
    if (isConditionFailed(error)) return refuseStale(member, planId, 'Only plans in planning can be edited');
    throw error;
  }
}

/**
 * POST /api/darshan-plans/{id}/submit: planning → submitted (with the time)
 * and a concierge ticket for the human team, in one transaction, because
 * bookings go through official TTD channels only.
 */
export async function submitPlan(member: Member, planId: string): Promise<DarshanPlan> {
  const plan = await ownPlan(member, planId);
  const ticket = newTicket(member, {
    category: 'protocol',
    title: `TTD darshan booking: ${plan.dateRange}`,
    details: [
      `Please book darshan through official TTD channels for ${plan.pax} ${plan.pax === 1 ? 'person' : 'people'}, preferred dates ${plan.dateRange}.`,
      plan.specialRequests ? `Special requests: ${plan.specialRequests}` : '',
      plan.notes ? `Notes: ${plan.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    priority: 'medium',
    transcript: [],
    darshanPlanId: planId,
  });
  const submittedAt = new Date().toISOString();
  const { darshanPlans } = darshanData();
  const { conciergeTickets } = conciergeData();
  const written = await writeTransaction(
    { darshanPlans, conciergeTickets },
    (tx) => [
      {
        name: 'plan',
        write: tx.darshanPlans
          .patch({ id: planId })
          .set({ status: 'submitted', submittedAt, ticketId: ticket.id })
          .where((attr, op) => `${op.eq(attr.userId, member.id)} AND (${NEXT.submit.map((status) => op.eq(attr.status, status)).join(' OR ')})`)
          .commit(),
      },
      { name: 'ticket', write: tx.conciergeTickets.create(ticket).commit() },
    ],
    // Not the caller's, or no longer in planning: refuseStale tells which.
    { plan: 'accept' },
  );
  if (!written) return refuseStale(member, planId, 'Only plans in planning can be submitted');
  return toPlan({ ...plan, status: 'submitted', submittedAt, ticketId: ticket.id });
}

/** POST /api/darshan-plans/{id}/cancel: any plan not completed (or already cancelled). */
export async function cancelPlan(member: Member, planId: string): Promise<DarshanPlan> {
  await ownPlan(member, planId);
  try {
    const { data } = await transition(member, planId, NEXT.cancel, { status: 'cancelled' }).go({ response: 'all_new' });
    return toPlan(data);
  } catch (error) {
    if (isConditionFailed(error)) return refuseStale(member, planId, 'Completed or cancelled plans cannot be cancelled');
    throw error;
  }
}

/** Where a member's darshan notifications take them (My Darshan Plans). */
const DARSHAN_LINK = '/darshan';
const STATUS_NEWS: Record<'confirmed' | 'completed', string> = {
  confirmed: 'Your Tirumala darshan is confirmed',
  completed: 'Your Tirumala darshan plan is completed',
};

/**
 * POST /api/darshan-plans/{id}/status (club staff): submitted → confirmed →
 * completed. The plan's change, conditioned on the status read (a concurrent
 * move is a 409), its audit entry and the member's notification (with the
 * confirmation details) in one transaction.
 */
export async function setPlanStatus(
  actor: Actor,
  planId: string,
  { status, confirmationDetails }: { status: 'confirmed' | 'completed'; confirmationDetails?: string | undefined },
): Promise<DarshanPlan> {
  const { darshanPlans } = darshanData();
  const { data: plan } = await darshanPlans.get({ id: planId }).go();
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  const stale = () => new ConflictError(`A plan must be ${NEXT[status].join(' or ')} to become ${status}`);
  if (!NEXT[status].includes(plan.status)) throw stale();
  const set = { status, officialsContacted: true, ...(confirmationDetails ? { confirmationDetails } : {}) };
  await writeTransaction(
    { darshanPlans, ...operationsData() },
    (tx) => [
      { name: 'plan', write: tx.darshanPlans.patch({ id: planId }).set(set).where((attr, op) => op.eq(attr.status, plan.status)).commit() },
      auditWrite(tx.auditLogs, actor, { action: status === 'confirmed' ? 'darshan.confirm' : 'darshan.complete', targetType: 'darshan_plan', targetId: planId, ...changes(plan, set) }),
      ...notifyWrites(
        tx,
        [{ userId: plan.userId, kind: 'darshan_status', title: STATUS_NEWS[status], body: confirmationDetails ?? plan.dateRange, link: DARSHAN_LINK }],
        actor.member.id,
      ),
    ],
    { plan: stale },
  );
  return toPlan({ ...plan, ...set });
}

const toStaffPlan = (item: DarshanPlanItem): StaffDarshanPlan => staffDarshanPlanSchema.parse(item);

/** GET /api/staff/darshan-plans?status=: every member's plans of one status, newest first, one Query. */
export async function listStaffPlans({ status, limit, cursor }: PageRequest & { status: DarshanStatus }): Promise<Page<StaffDarshanPlan>> {
  const page = await readPage(cursor, () => darshanData().darshanPlans.query.byStatus({ status }).go({ limit, cursor, order: 'desc' }));
  return { items: page.data.map(toStaffPlan), cursor: page.cursor };
}

/** GET /api/staff/darshan-plans/{id}: any member's plan, with who made it. */
export async function getStaffPlan(planId: string): Promise<StaffDarshanPlanDetail> {
  const { data: plan } = await darshanData().darshanPlans.get({ id: planId }).go();
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  return staffDarshanPlanDetailSchema.parse({ ...plan, member: await memberContext(plan.userId) });
}
