import * as z from 'zod';
import { DARSHAN_PAX, DARSHAN_STATUSES } from '../constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { countInput } from './numbers.js';
import { defineRoute } from './route.js';

export const darshanStatusSchema = z.enum(DARSHAN_STATUSES);

export const darshanPlanSchema = z.object({
  id: z.string(),
  status: darshanStatusSchema,
  dateRange: z.string(),
  pax: z.number().int(),
  specialRequests: z.string().optional(),
  notes: z.string().optional(),
  officialsContacted: z.boolean(),
  confirmationDetails: z.string().optional(),
  /** The concierge ticket opened when the plan was submitted to TTD. */
  ticketId: z.string().optional(),
  submittedAt: z.string().optional(),
  createdAt: z.string(),
});
export type DarshanPlan = z.infer<typeof darshanPlanSchema>;

/** Spec 1 §5: the darshan plan rules with their exact messages. */
export const darshanPlanBody = z.object({
  dateRange: z.string().trim().min(1, 'Please specify your preferred dates').max(100),
  pax: countInput({ type: 'Group size must be a number', whole: 'Group size must be a whole number' }).pipe(
    z.number().min(DARSHAN_PAX.min, 'At least 1 person is required').max(DARSHAN_PAX.max, 'Maximum 20 people allowed'),
  ),
  specialRequests: z.string().trim().max(2_000).optional(),
  notes: z.string().trim().max(2_000).optional(),
});
export type DarshanPlanBody = z.input<typeof darshanPlanBody>;

const planParams = z.object({ planId: idSchema('Plan') });

export const darshanRoutes = {
  listDarshanPlans: defineRoute({
    method: 'GET', path: '/api/darshan-plans', access: 'read', auth: 'session',
    query: z.object(pageQuery), response: z.array(darshanPlanSchema),
    summary: 'The caller’s darshan plans, newest first',
  }),
  createDarshanPlan: defineRoute({
    method: 'POST', path: '/api/darshan-plans', access: 'write', auth: 'session',
    body: darshanPlanBody, response: darshanPlanSchema,
    summary: 'Start a darshan plan (status planning)',
  }),
  getDarshanPlan: defineRoute({
    method: 'GET', path: '/api/darshan-plans/{planId}', access: 'read', auth: 'session',
    params: planParams, response: darshanPlanSchema,
    summary: 'One of the caller’s plans (another member’s is 404)',
  }),
  updateDarshanPlan: defineRoute({
    method: 'PATCH', path: '/api/darshan-plans/{planId}', access: 'write', auth: 'session',
    params: planParams, body: darshanPlanBody, response: darshanPlanSchema,
    summary: 'Edit a plan while it is planning',
  }),
  submitDarshanPlan: defineRoute({
    method: 'POST', path: '/api/darshan-plans/{planId}/submit', access: 'write', auth: 'session',
    params: planParams, response: darshanPlanSchema,
    summary: 'planning → submitted, opening a concierge ticket for the human team',
  }),
  cancelDarshanPlan: defineRoute({
    method: 'POST', path: '/api/darshan-plans/{planId}/cancel', access: 'write', auth: 'session',
    params: planParams, response: darshanPlanSchema,
    summary: 'Cancel a plan that is not completed',
  }),
  setDarshanPlanStatus: defineRoute({
    method: 'POST', path: '/api/darshan-plans/{planId}/status', access: 'write', auth: 'session', role: 'staff',
    params: planParams,
    body: z.object({ status: z.enum(['confirmed', 'completed']), confirmationDetails: z.string().trim().max(2_000).optional() }),
    response: darshanPlanSchema,
    summary: 'Club staff: submitted → confirmed → completed',
  }),
} as const;
