import { randomUUID } from 'node:crypto';
import { darshanPlanSchema, type DarshanPlan, type DarshanStatus, type Member, type RouteBody, type darshanRoutes } from '@club/shared';
import type { DarshanPlanItem } from '../../db/entities/darshan-plan.js';
import { isConditionFailed } from '../../db/errors.js';
import { conciergeData } from '../../db/services/concierge.js';
import { darshanData } from '../../db/services/darshan.js';
import { writeTransaction } from '../../db/transaction.js';
import { newTicket } from '../concierge/tickets.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { readPage, type Page, type PageRequest } from '../paging.js';

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

const isStaff = (member: Member): boolean => member.role === 'staff' || member.role === 'admin';

/** POST /api/darshan-plans/{id}/status (club staff): submitted → confirmed → completed. */
export async function setPlanStatus(
  member: Member,
  planId: string,
  { status, confirmationDetails }: { status: 'confirmed' | 'completed'; confirmationDetails?: string },
): Promise<DarshanPlan> {
  if (!isStaff(member)) throw new ForbiddenError('Only club staff can confirm or complete darshan plans');
  const { darshanPlans } = darshanData();
  const { data: plan } = await darshanPlans.get({ id: planId }).go();
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  try {
    const { data } = await darshanPlans
      .patch({ id: planId })
      .set({ status, officialsContacted: true, ...(confirmationDetails ? { confirmationDetails } : {}) })
      .where((attr, op) => NEXT[status].map((from) => op.eq(attr.status, from)).join(' OR '))
      .go({ response: 'all_new' });
    return toPlan(data);
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError(`A plan must be ${NEXT[status].join(' or ')} to become ${status}`);
    throw error;
  }
}
