import * as z from '../zod.js';
import { CHECKLIST_STEPS, SUGGESTION_REASONS } from '../getting-started/constants.js';
import { EVENT_TYPES } from '../events/constants.js';
import { personSchema } from './member.js';
import { defineRoute } from './route.js';
import { onFirstUse } from '../lazy.js';

/** One step of the first-visit checklist, as the member's stored data says it stands. */
export const checklistStepSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    step: z.enum(CHECKLIST_STEPS),
    done: z.boolean(),
    /** For a step with a goal (connections): how far along, and the goal. */
    count: z.optional(z.number().check(z.int())),
    goal: z.optional(z.number().check(z.int())),
  }),
);
export type ChecklistStepState = z.infer<typeof checklistStepSchema>;

/** How far the member is: their checklist and whether staff verified them. */
export const gettingStartedSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** Staff verified the member; until then the home says the profile awaits verification. */
    verified: z.boolean(),
    checklist: z.array(checklistStepSchema),
  }),
);
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

/** Why a member is suggested: `detail` is the chapter, the company's name or the first mutual connection's name. */
export const suggestionReasonSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    kind: z.enum(SUGGESTION_REASONS),
    detail: z.string(),
    /** Mutual connections: how many. */
    count: z.optional(z.number().check(z.int())),
  }),
);
export type SuggestionReason = z.infer<typeof suggestionReasonSchema>;

/** An upcoming event near the member, with why it is near. */
export const nearbyEventSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    type: z.enum(EVENT_TYPES),
    startTime: z.string(),
    endTime: z.string(),
    timeZone: z.string(),
    venue: z.optional(z.string()),
    city: z.optional(z.string()),
    country: z.optional(z.string()),
    /** The place it matched: the member's home city, a chapter's city or country. */
    near: z.string(),
  }),
);
export type NearbyEvent = z.infer<typeof nearbyEventSchema>;

export const suggestionsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    people: z.array(z.object({ person: personSchema, reasons: z.array(suggestionReasonSchema) })),
    events: z.array(nearbyEventSchema),
    /** The places events were looked for (home city, chapters' cities or countries); empty when the member gave none. */
    places: z.array(z.string()),
  }),
);
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const getGettingStarted = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me/getting-started',
    access: 'read',
    auth: 'session',
    response: gettingStartedSchema,
    summary: 'The caller’s first-visit checklist, computed from their stored data, and whether staff verified them',
  }),
);

export const markHomeSeen = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/members/me/home-seen',
    access: 'write',
    auth: 'session',
    response: z.object({ firstSeenAt: z.string() }),
    summary: 'Record the caller’s first home visit (once; later calls keep the first time)',
  }),
);

export const getSuggestions = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me/suggestions',
    access: 'read',
    auth: 'session',
    response: suggestionsSchema,
    summary: 'People the caller may know (shared chapters, company, mutual connections, each with why) and upcoming events near them',
  }),
);

export const gettingStartedRoutes = { getGettingStarted, markHomeSeen, getSuggestions } as const;
