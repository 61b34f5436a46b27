import * as z from '../zod.js';
import {
  AUDIT_TARGET_TYPES,
  BADGES,
  CM_REQUEST_STATUSES,
  DARSHAN_STATUSES,
  MEMBER_ROLES,
  TICKET_STATUSES,
  type CmRequestStatus,
} from '../constants.js';
import { cmRequestSchema } from './cm-office.js';
import { ticketDetailSchema, ticketSchema } from './concierge.js';
import { culturalRequestSchema } from './culture.js';
import { darshanPlanSchema } from './darshan.js';
import { idSchema } from './ids.js';
import { badgeSchema, chapterSchema } from './member.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';

/**
 * The staff console (issue 17): one queue per kind of member request, the
 * members' verification, badges and roles, and the audit log. Every route
 * here carries `role`, so a member gets 403 before any handler code runs.
 * Transitions send the status the screen showed (`from`): the write is
 * conditioned on it, and a stale one answers 409.
 */

/** Who asked: what staff see of the member beside a request. */
export const memberContextSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.optional(z.string()),
  profileImageUrl: z.optional(z.string()),
  companyName: z.optional(z.string()),
  chapters: z.array(chapterSchema),
  badges: z.array(badgeSchema),
  verified: z.boolean(),
  memberSince: z.string(),
});
export type MemberContext = z.infer<typeof memberContextSchema>;

/** A colleague a ticket can be assigned to. */
export const colleagueSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['staff', 'admin']),
});
export type Colleague = z.infer<typeof colleagueSchema>;

/** A queue row: the request with its member's id (the detail adds the member). */
export const staffTicketSchema = z.extend(ticketSchema, { userId: z.string() });
export type StaffTicket = z.infer<typeof staffTicketSchema>;
export const staffTicketDetailSchema = z.extend(ticketDetailSchema, { userId: z.string(), member: z.nullable(memberContextSchema) });
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

export const staffDarshanPlanSchema = z.extend(darshanPlanSchema, { userId: z.string() });
export type StaffDarshanPlan = z.infer<typeof staffDarshanPlanSchema>;
export const staffDarshanPlanDetailSchema = z.extend(staffDarshanPlanSchema, { member: z.nullable(memberContextSchema) });
export type StaffDarshanPlanDetail = z.infer<typeof staffDarshanPlanDetailSchema>;

export const staffCulturalRequestSchema = z.extend(culturalRequestSchema, { userId: z.string() });
export type StaffCulturalRequest = z.infer<typeof staffCulturalRequestSchema>;

export const staffCmRequestSchema = z.extend(cmRequestSchema, { userId: z.string() });
export type StaffCmRequest = z.infer<typeof staffCmRequestSchema>;

/** Spec 2 §3.1 reputations, recomputed from the data on each relevant change. */
export const reputationSchema = z.object({
  score: z.number(),
  tradesCompleted: z.number().check(z.int()),
  jobsPlaced: z.number().check(z.int()),
  /** Average of the member's rated concierge tickets, 2 decimals; null before any rating. */
  conciergeRating: z.nullable(z.number()),
  verificationLevel: z.enum(['basic', 'verified']),
  lastCalcAt: z.string(),
});
export type Reputation = z.infer<typeof reputationSchema>;

/** A member as the console's Members queue shows them. */
export const staffMemberSchema = z.extend(memberContextSchema, {
  role: z.enum(MEMBER_ROLES),
  verifiedAt: z.optional(z.string()),
  /** Self-declared badges staff confirmed. */
  confirmedBadges: z.array(badgeSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMemberDetailSchema = z.extend(staffMemberSchema, { reputation: reputationSchema });
export type StaffMemberDetail = z.infer<typeof staffMemberDetailSchema>;

/** One audit_logs entry (spec 2 §3.1): before/after are the changed fields (meta). */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  before: z.optional(z.record(z.string(), z.unknown())),
  after: z.optional(z.record(z.string(), z.unknown())),
  ipAddress: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const text = (field: string, max: number) => z.string().check(
  z.trim(),
  z.minLength(1, `${field} is required`),
  z.maxLength(max, `${field} must be at most ${max} characters`),
);
const ticketParams = z.object({ ticketId: idSchema('Ticket') });
const planParams = z.object({ planId: idSchema('Plan') });
const memberParams = z.object({ memberId: idSchema('Member') });

/** Ticket transitions staff make (assign has its own route). */
export const staffTicketStatusBody = z.discriminatedUnion('status', [
  z.object({ status: z.literal('in_progress'), from: z.enum(TICKET_STATUSES) }),
  z.object({ status: z.literal('resolved'), from: z.enum(TICKET_STATUSES), resolution: text('Resolution', 5_000) }),
  /** Reopen a resolved or closed ticket. */
  z.object({ status: z.literal('open'), from: z.enum(TICKET_STATUSES) }),
], { error: 'Status must be in_progress, resolved or open' });
export type StaffTicketStatusBody = z.input<typeof staffTicketStatusBody>;

export const staffRoutes = {
  listStaffTickets: defineRoute({
    method: 'GET', path: '/api/staff/concierge-tickets', access: 'read', auth: 'session', role: 'staff',
    query: z.object({ status: z._default(z.enum(TICKET_STATUSES), 'open'), ...pageQuery }),
    response: z.array(staffTicketSchema),
    summary: 'Club staff: concierge tickets of one status, newest first (each row shows its priority)',
  }),
  getStaffTicket: defineRoute({
    method: 'GET', path: '/api/staff/concierge-tickets/{ticketId}', access: 'read', auth: 'session', role: 'staff',
    params: ticketParams, response: staffTicketDetailSchema,
    summary: 'Club staff: a ticket with its thread, transcript and the member who raised it',
  }),
  assignStaffTicket: defineRoute({
    method: 'POST', path: '/api/staff/concierge-tickets/{ticketId}/assign', access: 'write', auth: 'session', role: 'staff',
    params: ticketParams,
    body: z.object({ assigneeId: z.optional(idSchema('Assignee')), from: z.enum(TICKET_STATUSES) }),
    response: staffTicketSchema,
    summary: 'Club staff: assign a ticket to oneself (no assigneeId) or a colleague; open → assigned',
  }),
  replyStaffTicket: defineRoute({
    method: 'POST', path: '/api/staff/concierge-tickets/{ticketId}/messages', access: 'write', auth: 'session', role: 'staff',
    params: ticketParams, body: z.object({ body: text('Reply', 5_000) }),
    response: ticketDetailSchema.shape.thread.def.element,
    summary: 'Club staff: reply in the ticket’s thread (the member is notified)',
  }),
  setStaffTicketStatus: defineRoute({
    method: 'POST', path: '/api/staff/concierge-tickets/{ticketId}/status', access: 'write', auth: 'session', role: 'staff',
    params: ticketParams, body: staffTicketStatusBody, response: staffTicketSchema,
    summary: 'Club staff: set in progress, resolve with a resolution, or reopen (409 when the ticket moved on)',
  }),
  listColleagues: defineRoute({
    method: 'GET', path: '/api/staff/colleagues', access: 'read', auth: 'session', role: 'staff',
    response: z.array(colleagueSchema),
    summary: 'Club staff: the staff and admins a ticket can be assigned to',
  }),
  listStaffDarshanPlans: defineRoute({
    method: 'GET', path: '/api/staff/darshan-plans', access: 'read', auth: 'session', role: 'staff',
    query: z.object({ status: z._default(z.enum(DARSHAN_STATUSES), 'submitted'), ...pageQuery }),
    response: z.array(staffDarshanPlanSchema),
    summary: 'Club staff: darshan plans of one status, newest first',
  }),
  getStaffDarshanPlan: defineRoute({
    method: 'GET', path: '/api/staff/darshan-plans/{planId}', access: 'read', auth: 'session', role: 'staff',
    params: planParams, response: staffDarshanPlanDetailSchema,
    summary: 'Club staff: a darshan plan with the member who made it',
  }),
  listStaffCulturalRequests: defineRoute({
    method: 'GET', path: '/api/staff/cultural-requests', access: 'read', auth: 'session', role: 'staff',
    query: z.object({ status: z._default(z.enum(['pending', 'resolved']), 'pending'), ...pageQuery }),
    response: z.array(staffCulturalRequestSchema),
    summary: 'Club staff: cultural requests waiting for an answer (or answered), newest first',
  }),
  listStaffCmRequests: defineRoute({
    method: 'GET', path: '/api/staff/cm-requests', access: 'read', auth: 'session', role: 'staff',
    query: z.object({
      status: z._default(
        z.enum(CM_REQUEST_STATUSES.filter((status): status is Exclude<CmRequestStatus, 'draft'> => status !== 'draft')),
        'submitted',
      ),
      ...pageQuery,
    }),
    response: z.array(staffCmRequestSchema),
    summary: 'Club staff: Meet The CM requests of one status, newest first (drafts stay private)',
  }),
  listStaffMembers: defineRoute({
    method: 'GET', path: '/api/staff/members', access: 'read', auth: 'session', role: 'staff',
    query: z.object({
      q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      verified: z.optional(z.enum(['true', 'false'])),
      ...pageQuery,
    }),
    response: z.array(staffMemberSchema),
    summary: 'Club staff: search members by name or company, newest first',
  }),
  getStaffMember: defineRoute({
    method: 'GET', path: '/api/staff/members/{memberId}', access: 'read', auth: 'session', role: 'staff',
    params: memberParams, response: staffMemberDetailSchema,
    summary: 'Club staff: one member with their reputation',
  }),
  verifyMember: defineRoute({
    method: 'POST', path: '/api/staff/members/{memberId}/verify', access: 'write', auth: 'session', role: 'staff',
    params: memberParams, body: z.object({ verified: z.boolean() }), response: staffMemberSchema,
    summary: 'Club staff: verify a member (sets verifiedAt) or take it back',
  }),
  setMemberBadge: defineRoute({
    method: 'POST', path: '/api/staff/members/{memberId}/badges', access: 'write', auth: 'session', role: 'staff',
    params: memberParams,
    body: z.object({ badge: z.enum(BADGES), action: z.enum(['confirm', 'remove']) }),
    response: staffMemberSchema,
    summary: 'Club staff: confirm a member’s self-declared badge or remove it',
  }),
  setMemberRole: defineRoute({
    method: 'POST', path: '/api/admin/members/{memberId}/role', access: 'write', auth: 'session', role: 'admin',
    params: memberParams, body: z.object({ role: z.enum(MEMBER_ROLES) }), response: staffMemberSchema,
    summary: 'Admins: grant or revoke the staff and admin roles',
  }),
  listAuditLog: defineRoute({
    method: 'GET', path: '/api/admin/audit-log', access: 'read', auth: 'session', role: 'admin',
    query: z.object({ targetType: z.optional(z.enum(AUDIT_TARGET_TYPES)), actorId: z.optional(idSchema('Actor')), ...pageQuery }),
    response: z.array(auditEntrySchema),
    summary: 'Admins: the audit log newest first, by target type or actor',
  }),
} as const;
