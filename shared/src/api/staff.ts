import * as z from '../zod.js';
import { CM_REQUEST_STATUSES, type CmRequestStatus } from '../cm-office/constants.js';
import { DARSHAN_STATUSES } from '../darshan/constants.js';
import { TICKET_STATUSES } from '../concierge/constants.js';
import { cmRequestSchema } from './cm-office.js';
import { ticketDetailSchema, ticketSchema } from './concierge.js';
import { culturalRequestSchema } from './culture.js';
import { darshanPlanSchema } from './darshan.js';
import { idSchema } from './ids.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { memberContextSchema } from './staff-members.js';
import { personSchema } from './member.js';
import { onFirstUse } from '../lazy.js';

/**
 * The staff console's queues: one per kind of member request
 * (the members' verification, badges and roles and the audit log are in
 * staff-members.ts). Every route
 * here carries `role`, so a member gets 403 before any handler code runs.
 * Transitions send the status the screen showed (`from`): the write is
 * conditioned on it, and a stale one answers 409.
 */

/** A colleague a ticket can be assigned to. */
export const colleagueSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['staff', 'admin']),
  }),
);
export type Colleague = z.infer<typeof colleagueSchema>;

/** A queue row: the request with its member's id and who they are as of raising it (the detail adds the member's context). */
export const staffTicketSchema = /* @__PURE__ */ onFirstUse(() => z.extend(ticketSchema, { userId: z.string(), requester: z.optional(personSchema) }));
export type StaffTicket = z.infer<typeof staffTicketSchema>;
export const staffTicketDetailSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(ticketDetailSchema, { userId: z.string(), member: z.nullable(memberContextSchema) }),
);
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

export const staffDarshanPlanSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(darshanPlanSchema, { userId: z.string(), requester: z.optional(personSchema) }),
);
export type StaffDarshanPlan = z.infer<typeof staffDarshanPlanSchema>;
export const staffDarshanPlanDetailSchema = /* @__PURE__ */ onFirstUse(() => z.extend(staffDarshanPlanSchema, { member: z.nullable(memberContextSchema) }));
export type StaffDarshanPlanDetail = z.infer<typeof staffDarshanPlanDetailSchema>;

export const staffCulturalRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(culturalRequestSchema, { userId: z.string(), requester: z.optional(personSchema) }),
);
export type StaffCulturalRequest = z.infer<typeof staffCulturalRequestSchema>;

export const staffCmRequestSchema = /* @__PURE__ */ onFirstUse(() => z.extend(cmRequestSchema, { userId: z.string(), requester: z.optional(personSchema) }));
export type StaffCmRequest = z.infer<typeof staffCmRequestSchema>;

/** A mail the outbox gave up on after its retries (the consumer's `failed`), as the console's Failed mail tab lists it. */
export const failedMailSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    /** The address, in full: staff see members' e-mail in the console (the member context shows it too). */
    to: z.string(),
    template: z.string(),
    category: z.string(),
    memberId: z.optional(z.string()),
    /** `failed` in the list; `pending` once a retry put it back in the outbox. */
    status: z.enum(['failed', 'pending']),
    attempts: z.number().check(z.int()),
    lastError: z.optional(z.string()),
    /** When it was queued, and when the last attempt failed. */
    createdAt: z.string(),
    failedAt: z.string(),
  }),
);
export type FailedMail = z.infer<typeof failedMailSchema>;

const text = (field: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max, `${field} must be at most ${max} characters`));
const ticketParams = /* @__PURE__ */ onFirstUse(() => z.object({ ticketId: idSchema('Ticket') }));
const planParams = /* @__PURE__ */ onFirstUse(() => z.object({ planId: idSchema('Plan') }));
const mailParams = /* @__PURE__ */ onFirstUse(() => z.object({ mailId: idSchema('Mail') }));

/** Ticket transitions staff make (assign has its own route). */
export const staffTicketStatusBody = /* @__PURE__ */ onFirstUse(() =>
  z.discriminatedUnion(
    'status',
    [
      z.object({ status: z.literal('in_progress'), from: z.enum(TICKET_STATUSES) }),
      z.object({ status: z.literal('resolved'), from: z.enum(TICKET_STATUSES), resolution: text('Resolution', 5_000) }),
      /** Reopen a resolved or closed ticket. */
      z.object({ status: z.literal('open'), from: z.enum(TICKET_STATUSES) }),
    ],
    { error: 'Status must be in_progress, resolved or open' },
  ),
);
export type StaffTicketStatusInput = z.input<typeof staffTicketStatusBody>;

export const listStaffTickets = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/concierge-tickets',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ status: z._default(z.enum(TICKET_STATUSES), 'open'), ...pageQuery }),
    response: z.array(staffTicketSchema),
    summary: 'Club staff: concierge tickets of one status, newest first (each row shows its priority)',
  }),
);

export const getStaffTicket = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/concierge-tickets/{ticketId}',
    access: 'read',
    auth: 'session',
    role: 'staff',
    params: ticketParams,
    response: staffTicketDetailSchema,
    summary: 'Club staff: a ticket with its thread, transcript and the member who raised it',
  }),
);

export const assignStaffTicket = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/concierge-tickets/{ticketId}/assign',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: ticketParams,
    body: z.object({ assigneeId: z.optional(idSchema('Assignee')), from: z.enum(TICKET_STATUSES) }),
    response: staffTicketSchema,
    summary: 'Club staff: assign a ticket to oneself (no assigneeId) or a colleague; open → assigned',
  }),
);

export const replyStaffTicket = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/concierge-tickets/{ticketId}/messages',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: ticketParams,
    body: z.object({ body: text('Reply', 5_000) }),
    response: ticketDetailSchema.shape.thread.def.element,
    summary: 'Club staff: reply in the ticket’s thread (the member is notified)',
  }),
);

export const setStaffTicketStatus = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/concierge-tickets/{ticketId}/status',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: ticketParams,
    body: staffTicketStatusBody,
    response: staffTicketSchema,
    summary: 'Club staff: set in progress, resolve with a resolution, or reopen (409 when the ticket moved on)',
  }),
);

export const listColleagues = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/colleagues',
    access: 'read',
    auth: 'session',
    role: 'staff',
    response: z.array(colleagueSchema),
    summary: 'Club staff: the staff and admins a ticket can be assigned to',
  }),
);

export const listStaffDarshanPlans = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/darshan-plans',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ status: z._default(z.enum(DARSHAN_STATUSES), 'submitted'), ...pageQuery }),
    response: z.array(staffDarshanPlanSchema),
    summary: 'Club staff: darshan plans of one status, newest first',
  }),
);

export const getStaffDarshanPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/darshan-plans/{planId}',
    access: 'read',
    auth: 'session',
    role: 'staff',
    params: planParams,
    response: staffDarshanPlanDetailSchema,
    summary: 'Club staff: a darshan plan with the member who made it',
  }),
);

export const listStaffCulturalRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/cultural-requests',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ status: z._default(z.enum(['pending', 'resolved']), 'pending'), ...pageQuery }),
    response: z.array(staffCulturalRequestSchema),
    summary: 'Club staff: cultural requests waiting for an answer (or answered), newest first',
  }),
);

export const listStaffCmRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/cm-requests',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({
      status: z._default(z.enum(CM_REQUEST_STATUSES.filter((status): status is Exclude<CmRequestStatus, 'draft'> => status !== 'draft')), 'submitted'),
      ...pageQuery,
    }),
    response: z.array(staffCmRequestSchema),
    summary: 'Club staff: Meet The CM requests of one status, newest first (drafts stay private)',
  }),
);

export const listFailedMails = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/failed-mails',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object(pageQuery),
    response: z.array(failedMailSchema),
    summary: 'Club staff: e-mails that failed after every retry, most recently failed first',
  }),
);

export const retryFailedMail = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/failed-mails/{mailId}/retry',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: mailParams,
    response: failedMailSchema,
    summary: 'Club staff: send a failed e-mail again (attempts start over; audited; 409 when it is no longer failed)',
  }),
);

export const staffRoutes = {
  listStaffTickets,
  getStaffTicket,
  assignStaffTicket,
  replyStaffTicket,
  setStaffTicketStatus,
  listColleagues,
  listStaffDarshanPlans,
  getStaffDarshanPlan,
  listStaffCulturalRequests,
  listStaffCmRequests,
  listFailedMails,
  retryFailedMail,
} as const;
