import { NETWORK_LIMITS, type Member, type TravelPlan, type TravelPlanFields } from '@club/shared';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { networkData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import { bumpCounter, memberScope, takeCapped } from '../stats/index.js';
import { PLAN_NOT_FOUND, TRAVEL_PLANS_COUNTER, ownPlan, toTravelPlan, travelPlanItem } from './travel.js';

// Apart from travel.ts, so the routes that only read travel plans bundle none of the write builders.

export const TRAVEL_PLANS_CAP_MESSAGE = `You can keep at most ${NETWORK_LIMITS.travelPlansMax} travel plans; delete one first`;

/**
 * POST /api/network/travel-plans: a trip (not over) or a home location; at
 * most NETWORK_LIMITS.travelPlansMax per member. The cap is a condition on
 * the member's `travelPlans` counter in the same transaction as the plan, so
 * a burst of creates stops at exactly the cap (409 for the rest).
 */
export async function createTravelPlan(member: Member, body: TravelPlanFields): Promise<TravelPlan> {
  const today = new Date().toISOString().slice(0, 10);
  if (body.endDate && body.endDate < today)
    throw new BadRequestError('Invalid request', [{ path: ['body', 'endDate'], message: 'End date must not be in the past' }]);
  const { travelPlans } = networkData();
  const item = travelPlanItem(member, body);
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'plan',
          write: travelPlans
            .build(PutTransaction)
            .item(item)
            .options({ condition: { attr: 'id', exists: false } }),
        },
        takeCapped(memberScope(member.id), TRAVEL_PLANS_COUNTER, NETWORK_LIMITS.travelPlansMax),
      ],
      { cap: () => new ConflictError(TRAVEL_PLANS_CAP_MESSAGE) },
    ),
  );
  return toTravelPlan(item);
}

/**
 * DELETE /api/network/travel-plans/{planId}: the plan and one unit of the
 * member's cap go in one transaction; the delete is conditioned on the plan
 * existing, so two deletes of one plan give back one unit.
 */
export async function deleteTravelPlan(member: Member, planId: string): Promise<TravelPlan> {
  const plan = await ownPlan(member, planId);
  await retryOnContention(() =>
    writeTransaction(
      [
        {
          name: 'plan',
          write: networkData()
            .travelPlans.build(DeleteTransaction)
            .key({ userId: member.id, id: planId })
            .options({ condition: { attr: 'id', exists: true } }),
        },
        bumpCounter(memberScope(member.id), TRAVEL_PLANS_COUNTER, -1),
      ],
      { plan: () => new NotFoundError(PLAN_NOT_FOUND) },
    ),
  );
  return toTravelPlan(plan);
}
