import { randomUUID } from 'node:crypto';
import {
  CHAPTER_CITIES,
  NETWORK_LIMITS,
  overlapPlanFields,
  pickFields,
  travelPlanFieldMask,
  type Chapter,
  type Member,
  type TravelOverlap,
  type TravelPlan,
  type TravelPlanFields,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { HOME_END_KEY, travelPlansInCity, travelPlansOf, type TravelPlanItem } from './entities/travel-plan.js';
import { queryAll } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import type { Page, PageRequest } from '../../platform/paging.js';
import { bumpCounter, memberScope, setCount, takeCapped } from '../stats/index.js';
import { readTies } from './graph.js';
import { byKey, cardUser, pageSorted } from './people.js';

const PLAN_NOT_FOUND = 'Travel plan not found';

/** "Dubai", "UAE" → "dubai|uae": plans meet whatever the case and spacing. */
export const cityKeyOf = (city: string, country: string): string =>
  `${city.trim().toLowerCase().replace(/\s+/g, ' ')}|${country.trim().toLowerCase().replace(/\s+/g, ' ')}`;

/** A plan as read, or as just written (the library's updatedAt aside). */
type PlanView = Omit<TravelPlanItem, 'updatedAt'>;

export function toTravelPlan(item: PlanView): TravelPlan {
  return { id: item.id, userId: item.userId, ...pickFields(item, travelPlanFieldMask), createdAt: item.createdAt };
}

/** A plan item for a member (the seed and the route build the same one): a home location keeps no dates. */
export function travelPlanItem(
  member: { id: string; firstName: string; lastName: string },
  plan: TravelPlanFields,
  id: string = randomUUID(),
  createdAt: string = new Date().toISOString(),
): PlanView {
  const trip = Boolean(plan.startDate && plan.endDate);
  return {
    userId: member.id,
    id,
    kind: trip ? 'trip' : 'home',
    ...pickFields(plan, travelPlanFieldMask),
    ...(trip ? {} : { startDate: undefined, endDate: undefined }),
    cityKey: cityKeyOf(plan.city, plan.country),
    endKey: trip ? plan.endDate! : HOME_END_KEY,
    firstName: member.firstName,
    lastName: member.lastName,
    createdAt,
  };
}

/** The member's counter of stored travel plans (the cap's guard). */
export const TRAVEL_PLANS_COUNTER = 'travelPlans';
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

/** Sets a member's travel-plan counter to the plans they hold (the migration and the seed; not a request path). */
export async function recountTravelPlans(memberId: string): Promise<number> {
  const plans = await queryAll(networkData().travelPlans, travelPlansOf(memberId), { ascending: true });
  await setCount(memberScope(memberId), TRAVEL_PLANS_COUNTER, plans.length);
  return plans.length;
}

/** Home locations first, then trips soonest first. */
const planKey = (plan: TravelPlanItem): [string, string, string] => [plan.kind === 'home' ? '0' : '1', plan.startDate ?? '', plan.id];
const ascending = (a: string[], b: string[]) => byKey(a, b);

/** GET /api/network/travel-plans: the caller's plans that are not over (one Query). */
export async function listTravelPlans(member: Member, { limit, cursor }: PageRequest): Promise<Page<TravelPlan>> {
  const today = new Date().toISOString().slice(0, 10);
  const data = await queryAll(networkData().travelPlans, travelPlansOf(member.id), { ascending: true });
  const page = pageSorted(
    data.filter((plan) => plan.endKey >= today),
    planKey,
    ascending,
    limit,
    cursor,
  );
  return { items: page.items.map(toTravelPlan), cursor: page.cursor };
}

async function ownPlan(member: Member, planId: string): Promise<TravelPlanItem> {
  const { Item } = await networkData().travelPlans.build(GetItemCommand).key({ userId: member.id, id: planId }).send();
  if (!Item) throw new NotFoundError(PLAN_NOT_FOUND);
  return Item;
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

/** Whether two stays meet: a home location meets everything in its city. */
export const overlaps = (a: Pick<TravelPlanItem, 'startDate' | 'endKey'>, b: Pick<TravelPlanItem, 'startDate' | 'endKey'>): boolean =>
  (a.startDate ?? '') <= b.endKey && (b.startDate ?? '') <= a.endKey;

/** The city a member lives in by their chapters (for members without a home location). */
export const chapterHomes = (chapters: readonly string[]): { city: string; country: string }[] =>
  chapters.flatMap((chapter) => {
    const home = CHAPTER_CITIES[chapter as Chapter];
    return home ? [home] : [];
  });

/**
 * GET /api/network/travel-plans/{planId}/overlaps: other members' plans in the
 * same city that meet this one (public, or connections-only from a
 * connection), and connections who live there by their chapter. One Query of
 * the city's plans beside one of the caller's ties; blocked members are left out.
 */
export async function listTravelOverlaps(member: Member, planId: string, { limit, cursor }: PageRequest): Promise<Page<TravelOverlap>> {
  const plan = await ownPlan(member, planId);
  const from = plan.startDate ?? new Date().toISOString().slice(0, 10);
  const { travelPlans } = networkData();
  const [inCity, ties] = await Promise.all([queryAll(travelPlans, travelPlansInCity(plan.cityKey, from), { ascending: true }), readTies(member.id)]);
  const found: TravelOverlap[] = [];
  const listed = new Set<string>();
  for (const other of inCity) {
    if (other.userId === member.id || ties.blocked.has(other.userId) || !overlaps(plan, other)) continue;
    const tie = ties.active.get(other.userId);
    if (!other.isPublic && !tie) continue;
    listed.add(other.userId);
    found.push({
      user: tie ? cardUser(tie) : { id: other.userId, firstName: other.firstName, lastName: other.lastName },
      isConnection: Boolean(tie),
      source: other.kind === 'home' ? 'home' : 'travel_plan',
      ...pickFields(other, overlapPlanFields),
      planId: other.id,
    });
  }
  for (const tie of ties.active.values()) {
    if (listed.has(tie.otherId)) continue;
    const home = chapterHomes(tie.otherChapters).find((place) => cityKeyOf(place.city, place.country) === plan.cityKey);
    if (!home) continue;
    listed.add(tie.otherId);
    found.push({ user: cardUser(tie), isConnection: true, source: 'home', city: home.city, country: home.country });
  }
  const key = (overlap: TravelOverlap): [string, string, string] => [overlap.isConnection ? '0' : '1', overlap.startDate ?? '', overlap.user.id];
  const page = pageSorted(found, key, ascending, limit, cursor);
  return { items: page.items, cursor: page.cursor };
}
