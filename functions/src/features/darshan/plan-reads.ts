import {
  darshanPlanSchema,
  staffDarshanPlanDetailSchema,
  staffDarshanPlanSchema,
  type DarshanPlan,
  type DarshanStatus,
  type Member,
  type StaffDarshanPlan,
  type StaffDarshanPlanDetail,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { darshanPlansInStatus, darshanPlansOf, type DarshanPlanItem } from './entities/darshan-plan.js';
import { queryPage } from '../../platform/db/pages.js';
import { darshanData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { memberContext } from '../staff/index.js';

// Apart from plans.ts, so the routes that only read darshan plans bundle none of the write builders.

export const PLAN_NOT_FOUND = 'Darshan plan not found';

export const toPlan = (item: DarshanPlanItem): DarshanPlan => darshanPlanSchema.parse(item);

export async function readPlan(planId: string): Promise<DarshanPlanItem | undefined> {
  const { Item } = await darshanData().darshanPlans.build(GetItemCommand).key({ id: planId }).send();
  return Item;
}

export async function ownPlan(member: Member, planId: string): Promise<DarshanPlanItem> {
  const plan = await readPlan(planId);
  if (!plan || plan.userId !== member.id) throw new NotFoundError(PLAN_NOT_FOUND);
  return plan;
}

/** GET /api/darshan-plans: the caller's plans newest first, one Query. */
export async function listPlans(member: Member, { limit, cursor }: PageRequest): Promise<Page<DarshanPlan>> {
  const page = await readPage(cursor, () => queryPage(darshanData().darshanPlans, darshanPlansOf(member.id), { limit, cursor }));
  return { items: page.items.map(toPlan), cursor: page.cursor };
}

export async function getPlan(member: Member, planId: string): Promise<DarshanPlan> {
  return toPlan(await ownPlan(member, planId));
}

const toStaffPlan = (item: DarshanPlanItem): StaffDarshanPlan => staffDarshanPlanSchema.parse(item);

/** GET /api/staff/darshan-plans?status=: every member's plans of one status, newest first, one Query. */
export async function listStaffPlans({ status, limit, cursor }: PageRequest & { status: DarshanStatus }): Promise<Page<StaffDarshanPlan>> {
  const page = await readPage(cursor, () => queryPage(darshanData().darshanPlans, darshanPlansInStatus(status), { limit, cursor }));
  return { items: page.items.map(toStaffPlan), cursor: page.cursor };
}

/** GET /api/staff/darshan-plans/{id}: any member's plan, with who made it. */
export async function getStaffPlan(planId: string): Promise<StaffDarshanPlanDetail> {
  const plan = await readPlan(planId);
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  return staffDarshanPlanDetailSchema.parse({ ...plan, member: await memberContext(plan.userId) });
}
