import * as z from '../zod.js';
import { DARSHAN_PAX, DARSHAN_STATUSES } from '../darshan/constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { countInput } from './numbers.js';
import { defineRoute } from './route.js';
import { singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

export const darshanStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(DARSHAN_STATUSES));

export const darshanPlanSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    status: darshanStatusSchema,
    dateRange: z.string(),
    pax: z.number().check(z.int()),
    specialRequests: z.optional(z.string()),
    notes: z.optional(z.string()),
    officialsContacted: z.boolean(),
    confirmationDetails: z.optional(z.string()),
    /** The concierge ticket opened when the plan was submitted to TTD. */
    ticketId: z.optional(z.string()),
    submittedAt: z.optional(z.string()),
    createdAt: z.string(),
  }),
);
export type DarshanPlan = z.infer<typeof darshanPlanSchema>;

/** The darshan plan rules with their exact messages. */
export const darshanPlanBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    dateRange: z.string().check(z.trim(), z.minLength(1, 'Please specify your preferred dates'), z.maxLength(100), singleLine('Dates')),
    pax: z.pipe(
      countInput({ type: 'Group size must be a number', whole: 'Group size must be a whole number' }),
      z.number().check(z.gte(DARSHAN_PAX.min, 'At least 1 person is required'), z.lte(DARSHAN_PAX.max, 'Maximum 20 people allowed')),
    ),
    specialRequests: z.optional(z.string().check(z.trim(), z.maxLength(2_000))),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(2_000))),
  }),
);

const planParams = /* @__PURE__ */ onFirstUse(() => z.object({ planId: idSchema('Plan') }));

export const listDarshanPlans = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/darshan-plans',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(darshanPlanSchema),
    summary: 'The caller’s darshan plans, newest first',
  }),
);

export const createDarshanPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/darshan-plans',
    access: 'write',
    auth: 'session',
    body: darshanPlanBody,
    response: darshanPlanSchema,
    summary: 'Start a darshan plan (status planning)',
  }),
);

export const getDarshanPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/darshan-plans/{planId}',
    access: 'read',
    auth: 'session',
    params: planParams,
    response: darshanPlanSchema,
    summary: 'One of the caller’s plans (another member’s is 404)',
  }),
);

export const updateDarshanPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PATCH',
    path: '/api/darshan-plans/{planId}',
    access: 'write',
    auth: 'session',
    params: planParams,
    body: darshanPlanBody,
    response: darshanPlanSchema,
    summary: 'Edit a plan while it is planning',
  }),
);

export const submitDarshanPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/darshan-plans/{planId}/submit',
    access: 'write',
    auth: 'session',
    params: planParams,
    response: darshanPlanSchema,
    summary: 'planning → submitted, opening a concierge ticket for the human team',
  }),
);

export const cancelDarshanPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/darshan-plans/{planId}/cancel',
    access: 'write',
    auth: 'session',
    params: planParams,
    response: darshanPlanSchema,
    summary: 'Cancel a plan that is not completed',
  }),
);

export const setDarshanPlanStatus = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/darshan-plans/{planId}/status',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: planParams,
    body: z.object({
      status: z.enum(['confirmed', 'completed']),
      confirmationDetails: z.optional(z.string().check(z.trim(), z.maxLength(2_000))),
    }),
    response: darshanPlanSchema,
    summary: 'Club staff: submitted → confirmed → completed',
  }),
);

export const darshanRoutes = {
  listDarshanPlans,
  createDarshanPlan,
  getDarshanPlan,
  updateDarshanPlan,
  submitDarshanPlan,
  cancelDarshanPlan,
  setDarshanPlanStatus,
} as const;
