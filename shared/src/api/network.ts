import * as z from '../zod.js';
import {
  CONNECTION_REQUEST_STATUSES,
  CONNECTION_STATUSES,
  INTRO_PURPOSES,
  INTRO_ROLES,
  INTRO_STATUSES,
  NETWORK_LIMITS,
  NUDGE_STATES,
  NUDGE_TYPES,
  RELATIONSHIPS,
  type NetworkTab,
} from '../network/constants.js';
import { dayInput } from './dates.js';
import { idSchema } from './ids.js';
import { personSchema } from './member.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { fieldDef, maskOf, sideOf, type FieldsAnswer, type FieldsInput } from './field-defs.js';
import type { Checked, Same } from '../types.js';
import { onFirstUse } from '../lazy.js';

export const connectionStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(CONNECTION_STATUSES));
export const connectionRequestStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(CONNECTION_REQUEST_STATUSES));
export const introStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(INTRO_STATUSES));
export const introPurposeSchema = /* @__PURE__ */ onFirstUse(() => z.enum(INTRO_PURPOSES, { error: `Purpose must be one of ${INTRO_PURPOSES.join(', ')}` }));
export const introRoleSchema = /* @__PURE__ */ onFirstUse(() => z.enum(INTRO_ROLES));
export const nudgeTypeSchema = /* @__PURE__ */ onFirstUse(() => z.enum(NUDGE_TYPES));
export const nudgeStateSchema = /* @__PURE__ */ onFirstUse(() => z.enum(NUDGE_STATES));
export const relationshipSchema = /* @__PURE__ */ onFirstUse(() => z.enum(RELATIONSHIPS));

/**
 * A member as the network screens name them.
 * `email` only when that member's contact visibility lets the caller see it
 * (every member, or connections when the caller is one; set on My profile):
 * the Message button opens a `mailto:` then, otherwise it explains that they have not.
 * Title, company and verification are what the person chip shows.
 */
export const networkUserSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.optional(z.string()),
    linkedinUrl: z.optional(z.string()),
    profileImageUrl: z.optional(z.string()),
    title: z.optional(z.string()),
    companyName: z.optional(z.string()),
    verified: z.optional(z.boolean()),
  }),
);
export type NetworkUser = z.infer<typeof networkUserSchema>;

/** A member on a path (introducedByUser, the 3rd degree path's intermediaries). */
export const pathMemberSchema = /* @__PURE__ */ onFirstUse(() => z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }));
export type PathMember = z.infer<typeof pathMemberSchema>;

/**
 * A connection card, for all three degrees:
 * - degree 1 (My Network): `strength` and `commonInterests` as computed by the
 *   smart-nudges job or on accept (formula in docs/decisions.md), `mutualConnections`
 *   as of the job's last run, `introducedBy` when an introduction made it, `path` empty.
 * - degree 2: `mutualConnections` exact (counted on every read), `introducedBy` /
 *   `introducedByUser` = the mutual connection to ask (strongest tie first), `path` = [that member],
 *   `strength` = the strongest path's weaker tie.
 * - degree 3: `mutualConnections` = how many of the explored 2nd degree members know them,
 *   `path` = the two intermediaries (You … target are drawn around it), `strength` as for degree 2.
 * `id` is the other member's id (one card per member).
 */
export const connectionSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    degree: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    toUser: networkUserSchema,
    status: connectionStatusSchema,
    strength: z.number().check(z.int(), z.gte(NETWORK_LIMITS.strengthMin), z.lte(NETWORK_LIMITS.strengthMax)),
    commonInterests: z.array(z.string()),
    lastInteraction: z.optional(z.string()),
    mutualConnections: z.number().check(z.int(), z.gte(0)),
    introducedBy: z.optional(z.string()),
    introducedByUser: z.optional(pathMemberSchema),
    path: z.array(pathMemberSchema),
    /** When the connection became active (degree 1). */
    connectedAt: z.optional(z.string()),
    /** The first few mutual connections as faces (degree 2: members both know; degree 3: the 2nd degree members who know them). */
    mutualFaces: z.optional(z.array(personSchema)),
  }),
);
export type Connection = z.infer<typeof connectionSchema>;

/** A connection request, seen by its sender (outgoing) or its receiver (incoming). */
export const connectionRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** The other member's id: requests are addressed by member (one per pair). */
    id: z.string(),
    direction: z.enum(['incoming', 'outgoing']),
    fromUserId: z.string(),
    toUserId: z.string(),
    /** The other member. */
    user: networkUserSchema,
    note: z.optional(z.string()),
    status: connectionRequestStatusSchema,
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
  }),
);
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/** How the caller stands with one member, and the connection when there is one. */
export const relationshipAnswerSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    memberId: z.string(),
    relationship: relationshipSchema,
    connection: z.optional(connectionSchema),
    request: z.optional(connectionRequestSchema),
    /** The caller's own introduction request to this member still standing (not declined): asking again is refused. */
    introductionId: z.optional(z.string()),
  }),
);
export type RelationshipAnswer = z.infer<typeof relationshipAnswerSchema>;

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));
const requiredText = (max: number, field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max, `${field} must be at most ${max} characters`), singleLine(field));

/**
 * An introduction request's own fields, defined once: the Request
 * Introduction body (`introRequestBody` adds the status it accepts), the
 * answer (`introductionSchema` adds the parties, the steps and the caller's
 * role), the stored entity's attributes and the dialog's values follow from
 * this list.
 */
const introRequestFieldDefs = /* @__PURE__ */ onFirstUse(() => ({
  targetUserId: fieldDef(
    () => idSchema('Target member'),
    () => z.string(),
  ),
  introducerId: fieldDef(
    () => idSchema('Introducer'),
    () => z.string(),
  ),
  purpose: fieldDef(
    () => z._default(introPurposeSchema, 'business'),
    () => introPurposeSchema,
  ),
  message: fieldDef(
    () => optionalText(NETWORK_LIMITS.messageMax, 'Message'),
    () => z.optional(z.string()),
  ),
}));
/** Every field of the definition: what a new introduction copies from the body and its answer from the stored one. */
export const introRequestFieldMask = /* @__PURE__ */ onFirstUse(() => maskOf(introRequestFieldDefs));
/** An introduction request's own fields after parsing (defaults applied): what is stored and answered. */
export type IntroRequestFields = Checked<
  FieldsInput<typeof introRequestFieldDefs>,
  Same<FieldsInput<typeof introRequestFieldDefs>, FieldsAnswer<typeof introRequestFieldDefs>>
>;

/** An introduction party with names, and e-mail where they share contact. */
const introPartySchema = networkUserSchema;

/** An introduction request, with the notes, follow-up and the caller's role. */
export const introductionSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    status: introStatusSchema,
    ...sideOf(introRequestFieldDefs, 'answer'),
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
    requesterId: z.string(),
    requester: introPartySchema,
    targetUser: introPartySchema,
    introducer: introPartySchema,
    /** The introducer's note on approval or decline. */
    introducerResponse: z.optional(z.string()),
    /** The target's note on accept or decline. */
    targetResponse: z.optional(z.string()),
    /** Who declined, when status is declined. */
    declinedBy: z.optional(z.enum(['introducer', 'target'])),
    isSuccessful: z.boolean(),
    /** The requester's follow-up date (YYYY-MM-DD); the nudge job reminds them on it. */
    followUpAt: z.optional(z.string()),
    myRole: introRoleSchema,
  }),
);
export type Introduction = z.infer<typeof introductionSchema>;

/** Network stats, with the pending counts the page shows. */
export const networkStatsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    firstDegree: z.number().check(z.int()),
    secondDegree: z.number().check(z.int()),
    /** Bounded: reached through the NETWORK_LIMITS.thirdDegreeFrontier 2nd degree members with the most mutual connections. */
    thirdDegree: z.number().check(z.int()),
    /** Introductions the caller is part of (any role, any status). */
    introRequests: z.number().check(z.int()),
    /** Introductions waiting for the caller (pending as introducer, approved as target). */
    introRequestsAwaitingMe: z.number().check(z.int()),
    incomingRequests: z.number().check(z.int()),
    outgoingRequests: z.number().check(z.int()),
  }),
);
export type NetworkStats = z.infer<typeof networkStatsSchema>;

/** A smart nudge, with its state and expiry. Highest priority first. */
export const smartNudgeSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    type: nudgeTypeSchema,
    /** 1 (lowest, the default) to 5. */
    priority: z.number().check(z.int()),
    title: z.string(),
    message: z.string(),
    actionUrl: z.optional(z.string()),
    actionLabel: z.optional(z.string()),
    state: nudgeStateSchema,
    isRead: z.boolean(),
    isActioned: z.boolean(),
    createdAt: z.string(),
    /** ISO time after which the nudge is gone. */
    expiresAt: z.string(),
    /** The subject's ids (memberId, eventId, listingId, planId, introducerId...). */
    metadata: z.record(z.string(), z.string()),
  }),
);
export type SmartNudge = z.infer<typeof smartNudgeSchema>;

/**
 * A travel plan's own fields, defined once: the body (`travelPlanBody` adds
 * the rule on dates), the answer (`travelPlanSchema` adds what the server
 * derives), an overlap's copy (`overlapPlanFields`, a pick), the stored
 * entity's attributes and the web form's values follow from this list.
 * With both dates it is a trip, with neither it is where the member lives;
 * `isPublic` false = connections only.
 */
const travelPlanFieldDefs = /* @__PURE__ */ onFirstUse(() => ({
  city: fieldDef(
    () => requiredText(100, 'City'),
    () => z.string(),
  ),
  country: fieldDef(
    () => requiredText(100, 'Country'),
    () => z.string(),
  ),
  startDate: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(dayInput('Start date'))),
    () => z.optional(z.string()),
  ),
  endDate: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(dayInput('End date'))),
    () => z.optional(z.string()),
  ),
  purpose: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(lineText('Purpose', 200))),
    () => z.optional(z.string()),
  ),
  isPublic: fieldDef(
    () => z._default(z.boolean({ error: 'isPublic must be true or false' }), false),
    () => z.boolean(),
  ),
  notes: fieldDef(
    () => optionalText(1_000, 'Notes'),
    () => z.optional(z.string()),
  ),
}));
/** Every field of the definition: what a new plan copies from the body and its answer from the stored plan. */
export const travelPlanFieldMask = /* @__PURE__ */ onFirstUse(() => maskOf(travelPlanFieldDefs));
/** A travel plan's own fields after parsing (defaults applied): what is stored and answered. */
export type TravelPlanFields = Checked<
  FieldsInput<typeof travelPlanFieldDefs>,
  Same<FieldsInput<typeof travelPlanFieldDefs>, FieldsAnswer<typeof travelPlanFieldDefs>>
>;

/** A travel plan or home location. Without dates it is where the member lives. */
export const travelPlanSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    ...sideOf(travelPlanFieldDefs, 'answer'),
    createdAt: z.string(),
  }),
);
export type TravelPlan = z.infer<typeof travelPlanSchema>;

/** The plan's fields an overlap copies (picked from the one definition): never its visibility or notes. */
export const overlapPlanFields = { city: true, country: true, startDate: true, endDate: true, purpose: true } as const;

/** A member in a plan's city at overlapping dates: by their public (or connections-only, when connected) plan, or living there. */
export const travelOverlapSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    user: networkUserSchema,
    isConnection: z.boolean(),
    source: z.enum(['travel_plan', 'home']),
    ...z.pick(travelPlanSchema, overlapPlanFields).shape,
    planId: z.optional(z.string()),
  }),
);
export type TravelOverlap = z.infer<typeof travelOverlapSchema>;

/** The ego network for the Graph view: the caller (degree 0), direct connections, and the top 2nd degree members. */
export const egoGraphSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        degree: z.union([z.literal(0), z.literal(1), z.literal(2)]),
        /** 1–10: the tie's strength (degree 1), the strongest path's weaker tie (degree 2), 10 for the caller. */
        strength: z.number().check(z.int()),
        mutualConnections: z.number().check(z.int()),
      }),
    ),
    /** Undirected ties among the nodes (caller–direct, direct–direct, direct–2nd degree). */
    edges: z.array(z.object({ source: z.string(), target: z.string(), strength: z.number().check(z.int()) })),
    /** 2nd degree members left out of the picture (beyond NETWORK_LIMITS.graphSecondDegree). */
    omittedSecondDegree: z.number().check(z.int()),
  }),
);
export type EgoGraph = z.infer<typeof egoGraphSchema>;

/** Connect (from a directory card or a 2nd/3rd degree card). */
export const connectBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    toUserId: idSchema('Member'),
    note: optionalText(NETWORK_LIMITS.noteMax, 'Note'),
  }),
);
export type ConnectInput = z.input<typeof connectBody>;

/** The Request Introduction dialog: `status` is accepted only as the form's default `pending`. */
export const introRequestBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    ...sideOf(introRequestFieldDefs, 'input'),
    status: z.optional(z.enum(['pending'], { error: 'Status is decided by the club; send pending or nothing' })),
  }),
);

/** A note with an introduction's transition (approve, decline, accept). */
export const introNoteBody = /* @__PURE__ */ onFirstUse(() => z.object({ note: optionalText(NETWORK_LIMITS.noteMax, 'Note') }));

/** Follow Up: the date the requester wants to be reminded (today or later). */
export const introFollowUpBody = /* @__PURE__ */ onFirstUse(() => z.object({ followUpAt: dayInput('Follow-up date') }));

/** Add a travel plan: both dates or neither, the end not before the start. */
export const travelPlanBody = /* @__PURE__ */ onFirstUse(() =>
  z.object(sideOf(travelPlanFieldDefs, 'input')).check(
    z.superRefine((plan, ctx) => {
      if (Boolean(plan.startDate) !== Boolean(plan.endDate)) {
        ctx.addIssue({
          code: 'custom',
          path: [plan.startDate ? 'endDate' : 'startDate'],
          message: 'Give both dates for a trip, or neither for where you live',
        });
      } else if (plan.startDate && plan.endDate && plan.endDate < plan.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date' });
      }
    }),
  ),
);

const memberParams = /* @__PURE__ */ onFirstUse(() => z.object({ memberId: idSchema('Member') }));
const introParams = /* @__PURE__ */ onFirstUse(() => z.object({ introId: idSchema('Introduction') }));
const nudgeParams = /* @__PURE__ */ onFirstUse(() => z.object({ id: idSchema('Nudge') }));
const planParams = /* @__PURE__ */ onFirstUse(() => z.object({ planId: idSchema('Travel plan') }));
const list = /* @__PURE__ */ onFirstUse(() => z.object(pageQuery));

/** Builders of the in-app URLs nudges point at (the Network page reads the same params). */
export const networkUrls = {
  tab: (tab: NetworkTab) => (tab === 'network' ? '/network-graph' : `/network-graph?tab=${tab}`),
  requestIntro: (targetId: string, introducerId: string) =>
    `/network-graph?tab=second-degree&intro=${encodeURIComponent(targetId)}&via=${encodeURIComponent(introducerId)}`,
  connect: (memberId: string) => `/network-graph?connect=${encodeURIComponent(memberId)}`,
  travelPlan: (planId: string) => `/network-graph?tab=travel&plan=${encodeURIComponent(planId)}`,
  introduction: (introId: string) => `/network-graph?tab=introductions&introduction=${encodeURIComponent(introId)}`,
};

export const listConnections = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/connections',
    access: 'read',
    auth: 'session',
    query: list,
    response: z.array(connectionSchema),
    summary: 'My Network: the caller’s active connections, strongest first',
  }),
);

export const listSecondDegree = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/second-degree',
    access: 'read',
    auth: 'session',
    query: list,
    response: z.array(connectionSchema),
    summary: 'Members two steps away with exact mutual counts, most mutual first (2 DynamoDB rounds)',
  }),
);

export const listThirdDegree = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/third-degree',
    access: 'read',
    auth: 'session',
    query: list,
    response: z.array(connectionSchema),
    summary: 'Members three steps away through the best-connected 2nd degree members, with their paths (3 rounds)',
  }),
);

export const getNetworkStats = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/stats',
    access: 'read',
    auth: 'session',
    response: networkStatsSchema,
    summary: 'Direct, 2nd and 3rd degree counts, introductions and pending requests',
  }),
);

export const getEgoGraph = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/graph',
    access: 'read',
    auth: 'session',
    response: egoGraphSchema,
    summary: 'The caller’s ego network (nodes and ties) for the Graph view',
  }),
);

export const getRelationship = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/members/{memberId}',
    access: 'read',
    auth: 'session',
    params: memberParams,
    response: relationshipAnswerSchema,
    summary: 'How the caller stands with one member (connect, pending, respond, connected)',
  }),
);

export const sendConnectionRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/connection-requests',
    access: 'write',
    auth: 'session',
    body: connectBody,
    response: connectionRequestSchema,
    summary: 'Ask a member to connect, with an optional note',
  }),
);

export const listIncomingRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/connection-requests/incoming',
    access: 'read',
    auth: 'session',
    query: list,
    response: z.array(connectionRequestSchema),
    summary: 'Requests waiting for the caller, newest first (the count is in stats)',
  }),
);

export const listOutgoingRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/connection-requests/outgoing',
    access: 'read',
    auth: 'session',
    query: list,
    response: z.array(connectionRequestSchema),
    summary: 'The caller’s requests still waiting, newest first',
  }),
);

export const acceptConnectionRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/connection-requests/{memberId}/accept',
    access: 'write',
    auth: 'session',
    params: memberParams,
    response: connectionSchema,
    summary: 'Accept the request from that member: active in both directions',
  }),
);

export const declineConnectionRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/connection-requests/{memberId}/decline',
    access: 'write',
    auth: 'session',
    params: memberParams,
    response: connectionRequestSchema,
    summary: 'Decline the request from that member',
  }),
);

export const withdrawConnectionRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/connection-requests/{memberId}/withdraw',
    access: 'write',
    auth: 'session',
    params: memberParams,
    response: connectionRequestSchema,
    summary: 'Take back the caller’s request to that member',
  }),
);

export const blockMember = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/members/{memberId}/block',
    access: 'write',
    auth: 'session',
    params: memberParams,
    response: relationshipAnswerSchema,
    summary: 'Block a member: any connection or request between the two ends and neither sees the other in lists or nudges',
  }),
);

export const removeConnection = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/network/connections/{memberId}',
    access: 'write',
    auth: 'session',
    params: memberParams,
    response: relationshipAnswerSchema,
    summary: 'Remove a connection (both directions)',
  }),
);

export const listIntroRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/intro-requests',
    access: 'read',
    auth: 'session',
    query: z.object({ role: z.optional(introRoleSchema), ...pageQuery }),
    response: z.array(introductionSchema),
    summary: 'Introductions where the caller is requester, introducer or target, newest first',
  }),
);

export const createIntroRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/intro-requests',
    access: 'write',
    auth: 'session',
    body: introRequestBody,
    response: introductionSchema,
    summary: 'Ask a mutual connection to introduce the caller to a 2nd degree member',
  }),
);

export const approveIntroRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/intro-requests/{introId}/approve',
    access: 'write',
    auth: 'session',
    params: introParams,
    body: introNoteBody,
    response: introductionSchema,
    summary: 'The introducer approves (pending → approved), optionally with a note to the target',
  }),
);

export const declineIntroRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/intro-requests/{introId}/decline',
    access: 'write',
    auth: 'session',
    params: introParams,
    body: introNoteBody,
    response: introductionSchema,
    summary: 'The introducer declines a pending one, or the target an approved one',
  }),
);

export const acceptIntroRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/intro-requests/{introId}/accept',
    access: 'write',
    auth: 'session',
    params: introParams,
    body: introNoteBody,
    response: introductionSchema,
    summary: 'The target accepts an approved introduction: requester and target are connected',
  }),
);

export const markIntroSuccessful = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/intro-requests/{introId}/successful',
    access: 'write',
    auth: 'session',
    params: introParams,
    response: introductionSchema,
    summary: 'The requester marks an introduction the target accepted successful (→ completed); before the accept 409',
  }),
);

export const followUpIntroRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/intro-requests/{introId}/follow-up',
    access: 'write',
    auth: 'session',
    params: introParams,
    body: introFollowUpBody,
    response: introductionSchema,
    summary: 'The requester sets a follow-up date; the nudge job reminds them on it',
  }),
);

export const listTravelPlans = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/travel-plans',
    access: 'read',
    auth: 'session',
    query: list,
    response: z.array(travelPlanSchema),
    summary: 'The caller’s travel plans and home location, soonest first',
  }),
);

export const createTravelPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/network/travel-plans',
    access: 'write',
    auth: 'session',
    body: travelPlanBody,
    response: travelPlanSchema,
    summary: 'Add where the caller will be (or lives)',
  }),
);

export const deleteTravelPlan = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/network/travel-plans/{planId}',
    access: 'write',
    auth: 'session',
    params: planParams,
    response: travelPlanSchema,
    summary: 'Delete one of the caller’s travel plans',
  }),
);

export const listTravelOverlaps = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/network/travel-plans/{planId}/overlaps',
    access: 'read',
    auth: 'session',
    params: planParams,
    query: list,
    response: z.array(travelOverlapSchema),
    summary: 'Members in that plan’s city at overlapping dates (public plans, connections’ plans and home cities)',
  }),
);

export const listSmartNudges = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/smart-nudges',
    access: 'read',
    auth: 'session',
    query: list,
    response: z.array(smartNudgeSchema),
    summary: 'Active nudges, highest priority first (the strip shows the first 3)',
  }),
);

export const dismissSmartNudge = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/smart-nudges/{id}/dismiss',
    access: 'write',
    auth: 'session',
    params: nudgeParams,
    response: smartNudgeSchema,
    summary: 'Dismiss a nudge; the job never brings its subject back',
  }),
);

export const actOnSmartNudge = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/smart-nudges/{id}/action',
    access: 'write',
    auth: 'session',
    params: nudgeParams,
    response: smartNudgeSchema,
    summary: 'Record Take Action on a nudge (the client then opens its action URL)',
  }),
);

export const networkRoutes = {
  listConnections,
  listSecondDegree,
  listThirdDegree,
  getNetworkStats,
  getEgoGraph,
  getRelationship,
  sendConnectionRequest,
  listIncomingRequests,
  listOutgoingRequests,
  acceptConnectionRequest,
  declineConnectionRequest,
  withdrawConnectionRequest,
  blockMember,
  removeConnection,
  listIntroRequests,
  createIntroRequest,
  approveIntroRequest,
  declineIntroRequest,
  acceptIntroRequest,
  markIntroSuccessful,
  followUpIntroRequest,
  listTravelPlans,
  createTravelPlan,
  deleteTravelPlan,
  listTravelOverlaps,
  listSmartNudges,
  dismissSmartNudge,
  actOnSmartNudge,
} as const;
