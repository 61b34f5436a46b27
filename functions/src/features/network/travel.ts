import { randomUUID } from 'node:crypto';
import {
  CHAPTER_CITIES,
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
import { HOME_END_KEY, travelPlansInCity, travelPlansOf, type TravelPlanItem } from './entities/travel-plan.js';
import { queryAll } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import type { Page, PageRequest } from '../../platform/paging.js';
import { memberScope, setCount } from '../stats/index.js';
import { readTies } from './graph.js';
import { byKey, cardUser, pageSorted } from './people.js';

export const PLAN_NOT_FOUND = 'Travel plan not found';

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

export async function ownPlan(member: Member, planId: string): Promise<TravelPlanItem> {
  const { Item } = await networkData().travelPlans.build(GetItemCommand).key({ userId: member.id, id: planId }).send();
  if (!Item) throw new NotFoundError(PLAN_NOT_FOUND);
  return Item;
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
