import * as z from '../zod.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';
import { staffMemberSchema } from './staff-members.js';
import { onFirstUse } from '../lazy.js';

/**
 * The member's account: the devices they are signed in on (sign out one or
 * everywhere else), whether they show in the directory and in people
 * suggestions, and an admin's suspension of a member.
 */

/** A signed-in device: never the raw IP, never the session's key. */
export const memberSessionSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** An opaque id for signing this one out (not the cookie, not its hash). */
    id: z.string(),
    /** The session this request came from. */
    current: z.boolean(),
    /** 'Chrome 131', 'Safari 18' (from the user agent), or 'Unknown browser'. */
    browser: z.string(),
    /** 'macOS 14', 'Android 15', or 'Unknown system'. */
    os: z.string(),
    /** 'desktop' | 'mobile' | 'tablet' … as the parser tells; absent when unknown. */
    device: z.optional(z.string()),
    signedInAt: z.string(),
    lastActiveAt: z.string(),
    /** Approximate place ('Hyderabad, IN') only when the platform tells it (CloudFront viewer headers); absent otherwise. */
    place: z.optional(z.string()),
  }),
);
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** What the member chose to show. Both off by default (the member shows). */
export const visibilitySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    hideFromDirectory: z.boolean(),
    hideFromSuggestions: z.boolean(),
  }),
);
export type Visibility = z.infer<typeof visibilitySchema>;
const visibilityChange = /* @__PURE__ */ onFirstUse(() =>
  z.strictObject({
    hideFromDirectory: z.optional(z.boolean()),
    hideFromSuggestions: z.optional(z.boolean()),
  }),
);

const sessionParams = /* @__PURE__ */ onFirstUse(() => z.object({ sessionId: idSchema('Session') }));
const memberParams = /* @__PURE__ */ onFirstUse(() => z.object({ memberId: idSchema('Member') }));

export const listMySessions = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me/sessions',
    access: 'read',
    auth: 'session',
    response: z.array(memberSessionSchema),
    summary: 'The devices the caller is signed in on, this one first',
  }),
);

export const signOutOtherSessions = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/members/me/sessions',
    access: 'write',
    auth: 'session',
    response: z.object({ signedOut: z.number() }),
    summary: 'Sign out everywhere else: end every session of the caller but this one',
  }),
);

export const signOutSession = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/members/me/sessions/{sessionId}',
    access: 'write',
    auth: 'session',
    params: sessionParams,
    response: z.object({ signedOut: z.number() }),
    summary: 'End one of the caller’s sessions (404 when it is not theirs)',
  }),
);

export const getMyVisibility = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me/visibility',
    access: 'read',
    auth: 'session',
    response: visibilitySchema,
    summary: 'Whether the caller shows in the directory and in people suggestions',
  }),
);

export const saveMyVisibility = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/members/me/visibility',
    access: 'write',
    auth: 'session',
    body: visibilityChange,
    response: visibilitySchema,
    summary: 'Hide from or show in the directory and people suggestions',
  }),
);

export const setMemberSuspension = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/admin/members/{memberId}/suspension',
    access: 'write',
    auth: 'session',
    role: 'admin',
    params: memberParams,
    body: z.object({ suspended: z.boolean() }),
    response: staffMemberSchema,
    summary: 'Admins: suspend a member (signed out everywhere, no mail, in no list) or reinstate them',
  }),
);

export const accountRoutes = {
  listMySessions,
  signOutOtherSessions,
  signOutSession,
  getMyVisibility,
  saveMyVisibility,
  setMemberSuspension,
} as const;
