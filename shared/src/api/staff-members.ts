import * as z from '../zod.js';
import { AUDIT_TARGET_TYPES } from '../audit/constants.js';
import { BADGES } from '../members/constants.js';
import { MEMBER_ROLES } from '../shell-constants.js';
import { idSchema } from './ids.js';
import { badgeSchema, chapterSchema } from './member.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { onFirstUse } from '../lazy.js';

/**
 * The staff console's members: search, verification, badges and
 * roles, and the audit log. Apart from the queues (staff.ts) so these
 * routes' functions do not carry every queued feature's schemas. Every route
 * here carries `role`, so a member gets 403 before any handler code runs.
 */

/** Who asked: what staff see of the member beside a request. */
export const memberContextSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
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
  }),
);
export type MemberContext = z.infer<typeof memberContextSchema>;

/** A member's reputation, recomputed from the data on each relevant change. */
export const reputationSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    score: z.number(),
    tradesCompleted: z.number().check(z.int()),
    jobsPlaced: z.number().check(z.int()),
    /** Average of the member's rated concierge tickets, 2 decimals; null before any rating. */
    conciergeRating: z.nullable(z.number()),
    verificationLevel: z.enum(['basic', 'verified']),
    lastCalcAt: z.string(),
  }),
);
export type Reputation = z.infer<typeof reputationSchema>;

/** A member as the console's Members queue shows them. */
export const staffMemberSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(memberContextSchema, {
    role: z.enum(MEMBER_ROLES),
    verifiedAt: z.optional(z.string()),
    /** Self-declared badges staff confirmed. */
    confirmedBadges: z.array(badgeSchema),
    /** When an admin suspended the member: they cannot sign in, get no mail, and show in no list. */
    suspendedAt: z.optional(z.string()),
    /** When staff suspended the member from messaging (a report's outcome or the member's page): they send no message. */
    messagingSuspendedAt: z.optional(z.string()),
  }),
);
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMemberDetailSchema = /* @__PURE__ */ onFirstUse(() => z.extend(staffMemberSchema, { reputation: reputationSchema }));
export type StaffMemberDetail = z.infer<typeof staffMemberDetailSchema>;

/** One audit_logs entry: before/after are the changed fields (meta). */
export const auditEntrySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
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
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const memberParams = /* @__PURE__ */ onFirstUse(() => z.object({ memberId: idSchema('Member') }));

export const listStaffMembers = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/members',
    access: 'read',
    auth: 'session',
    role: 'staff',
    // With `q`, answered from the search index.
    searchIndex: true,
    query: z.object({
      q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      verified: z.optional(z.enum(['true', 'false'])),
      ...pageQuery,
    }),
    response: z.array(staffMemberSchema),
    summary: 'Club staff: search members by name or company, newest first',
  }),
);

export const getStaffMember = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/members/{memberId}',
    access: 'read',
    auth: 'session',
    role: 'staff',
    params: memberParams,
    response: staffMemberDetailSchema,
    summary: 'Club staff: one member with their reputation',
  }),
);

export const verifyMember = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/members/{memberId}/verify',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: memberParams,
    body: z.object({ verified: z.boolean() }),
    response: staffMemberSchema,
    summary: 'Club staff: verify a member (sets verifiedAt) or take it back',
  }),
);

export const setMemberBadge = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/members/{memberId}/badges',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: memberParams,
    body: z.object({ badge: z.enum(BADGES), action: z.enum(['confirm', 'remove']) }),
    response: staffMemberSchema,
    summary: 'Club staff: confirm a member’s self-declared badge or remove it',
  }),
);

export const setMemberRole = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/admin/members/{memberId}/role',
    access: 'write',
    auth: 'session',
    role: 'admin',
    params: memberParams,
    body: z.object({ role: z.enum(MEMBER_ROLES) }),
    response: staffMemberSchema,
    summary: 'Admins: grant or revoke the staff and admin roles',
  }),
);

export const listAuditLog = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'read',
    auth: 'session',
    role: 'admin',
    query: z.object({ targetType: z.optional(z.enum(AUDIT_TARGET_TYPES)), actorId: z.optional(idSchema('Actor')), ...pageQuery }),
    response: z.array(auditEntrySchema),
    summary: 'Admins: the audit log newest first, by target type or actor',
  }),
);

export const staffMemberRoutes = {
  listStaffMembers,
  getStaffMember,
  verifyMember,
  setMemberBadge,
  setMemberRole,
  listAuditLog,
} as const;
