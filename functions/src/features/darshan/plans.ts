import { randomUUID } from 'node:crypto';
import type { DarshanPlan, DarshanStatus, Member, RouteBodyParsed, darshanRoutes } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { DarshanPlanEntity, DarshanPlanItem } from './entities/darshan-plan.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { darshanData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { exists, isNew } from '../../platform/db/conditions.js';
import { newTicket, newTicketWrite } from '../concierge/index.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { auditWrite, changes, type Actor } from '../audit/index.js';
import { mailRecipient, mailToMember, personOf } from '../members/index.js';
import { CONCIERGE_TEAM, requestMail } from '../requests/index.js';
import { notice } from '../notifications/index.js';
import { PLAN_NOT_FOUND, ownPlan, readPlan, toPlan } from './plan-reads.js';

export type DarshanPlanParsed = RouteBodyParsed<typeof darshanRoutes.createDarshanPlan>;

/** Which status may follow which; everything else is refused with 409; a member may cancel until the plan is completed. */
const NEXT: Record<'submit' | 'cancel' | 'confirmed' | 'completed', readonly DarshanStatus[]> = {
  submit: ['planning'],
  cancel: ['planning', 'submitted', 'confirmed'],
  confirmed: ['submitted'],
  completed: ['confirmed'],
};

/** The plan is the caller's and in one of `from`. */
const ownIn = (member: Member, from: readonly DarshanStatus[]): Condition<DarshanPlanEntity> => ({
  and: [exists, { attr: 'userId', eq: member.id }, { attr: 'status', in: [...from] }],
});

/** POST /api/darshan-plans: a new plan in `planning`. */
export async function createPlan(member: Member, input: DarshanPlanParsed): Promise<DarshanPlan> {
  const now = new Date().toISOString();
  const item: DarshanPlanItem = {
    ...input,
    id: randomUUID(),
    userId: member.id,
    requester: personOf(member),
    status: 'planning',
    officialsContacted: false,
    createdAt: now,
    updatedAt: now,
  };
  await darshanData().darshanPlans.build(PutItemCommand).item(item).options({ condition: isNew }).send();
  return toPlan(item);
}

/** A conditional update of the caller's plan that only applies from one of `from` (a stale transition is 409): the plan as it became. */
async function transition(
  member: Member,
  planId: string,
  from: readonly DarshanStatus[],
  changes: Partial<Pick<DarshanPlanItem, 'dateRange' | 'pax' | 'specialRequests' | 'notes' | 'status'>>,
): Promise<DarshanPlanItem> {
  const { Attributes } = await darshanData()
    .darshanPlans.build(UpdateItemCommand)
    .item({ id: planId, ...changes })
    .options({ condition: ownIn(member, from), returnValues: 'ALL_NEW' })
    .send();
  return Attributes!;
}

async function refuseStale(member: Member, planId: string, message: string): Promise<never> {
  await ownPlan(member, planId); // 404 when it is not the caller's
  throw new ConflictError(message);
}

/** PATCH /api/darshan-plans/{id}: edit only while `planning`. */
export async function updatePlan(member: Member, planId: string, input: DarshanPlanParsed): Promise<DarshanPlan> {
  await ownPlan(member, planId);
  try {
    return toPlan(await transition(member, planId, ['planning'], { ...input }));
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
  const written = await writeTransaction(
    [
      {
        name: 'plan',
        write: darshanPlans
          .build(UpdateTransaction)
          .item({ id: planId, status: 'submitted', submittedAt, ticketId: ticket.id })
          .options({ condition: ownIn(member, NEXT.submit) }),
      },
      newTicketWrite(ticket),
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
    return toPlan(await transition(member, planId, NEXT.cancel, { status: 'cancelled' }));
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
  const plan = await readPlan(planId);
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  const stale = () => new ConflictError(`A plan must be ${NEXT[status].join(' or ')} to become ${status}`);
  if (!NEXT[status].includes(plan.status)) throw stale();
  const set = { status, officialsContacted: true, ...(confirmationDetails ? { confirmationDetails } : {}) };
  // Both moves are outcomes the member acts on (travel booked, plan closed): each is mailed.
  const recipient = await mailRecipient(plan.userId);
  await writeTransaction(
    [
      {
        name: 'plan',
        write: darshanPlans
          .build(UpdateTransaction)
          .item({ id: planId, ...set })
          .options({ condition: { and: [exists, { attr: 'status', eq: plan.status }] } }),
      },
      auditWrite(actor, {
        action: status === 'confirmed' ? 'darshan.confirm' : 'darshan.complete',
        targetType: 'darshan_plan',
        targetId: planId,
        ...changes(plan, set),
      }),
      ...notice('request.darshan_status', {
        bell: [{ userId: plan.userId, title: STATUS_NEWS[status], body: confirmationDetails ?? plan.dateRange, link: DARSHAN_LINK }],
        mail: mailToMember(recipient, (to, memberName) =>
          requestMail.write({
            template: 'request-status',
            ...to,
            data: {
              memberName,
              request: { kind: 'darshan', title: `${plan.dateRange}, ${plan.pax} ${plan.pax === 1 ? 'person' : 'people'}`, path: DARSHAN_LINK },
              status,
              ...(confirmationDetails ? { details: confirmationDetails } : {}),
              from: CONCIERGE_TEAM,
            },
          }),
        ),
        actorId: actor.member.id,
      }),
    ],
    { plan: stale },
  );
  return toPlan({ ...plan, ...set });
}
