import * as z from '../zod.js';
import { CONCIERGE_CATEGORIES, CONCIERGE_LIMITS, TICKET_PRIORITIES, TICKET_STATUSES } from '../concierge/constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';
import { singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

export const ticketStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(TICKET_STATUSES));
export const ticketPrioritySchema = /* @__PURE__ */ onFirstUse(() => z.enum(TICKET_PRIORITIES));

/** One chat message as the concierge panel keeps it, carried into a ticket's transcript. */
export const chatMessageSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string().check(z.maxLength(100)),
    type: z.enum(['user', 'ai', 'human']),
    content: z.string().check(z.maxLength(4_000)),
    timestamp: z.string().check(z.maxLength(40)),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const ticketSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    category: z.enum(CONCIERGE_CATEGORIES),
    title: z.string(),
    details: z.string(),
    priority: ticketPrioritySchema,
    status: ticketStatusSchema,
    assignedTo: z.optional(z.string()),
    transcript: z.array(chatMessageSchema),
    resolution: z.optional(z.string()),
    /** The member's 1–5 rating of a resolved ticket (once). */
    satisfaction: z.optional(z.number().check(z.int())),
    /** The darshan plan this ticket books through official channels, when it came from one. */
    darshanPlanId: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ConciergeTicket = z.infer<typeof ticketSchema>;

/** The concierge request rules with their exact messages. */
export const ticketBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    category: z.enum(CONCIERGE_CATEGORIES, { error: 'Please select a service category' }),
    title: z.string().check(z.trim(), z.minLength(CONCIERGE_LIMITS.titleMin, 'Title must be at least 5 characters'), z.maxLength(200), singleLine('Title')),
    details: z.string().check(z.trim(), z.minLength(CONCIERGE_LIMITS.detailsMin, 'Please provide more details (at least 10 characters)'), z.maxLength(10_000)),
    priority: z._default(ticketPrioritySchema, 'medium'),
    transcript: z._default(z.array(chatMessageSchema).check(z.maxLength(200)), []),
  }),
);

/** A message in a ticket's thread: the member's updates and the team's replies. */
export const ticketMessageSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    ticketId: z.string(),
    author: z.enum(['member', 'staff']),
    body: z.string(),
    createdAt: z.string(),
  }),
);
export type TicketMessage = z.infer<typeof ticketMessageSchema>;
export const ticketDetailSchema = /* @__PURE__ */ onFirstUse(() => z.extend(ticketSchema, { thread: z.array(ticketMessageSchema) }));
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/**
 * The concierge's measured first-response time: from a ticket's creation to
 * the team's first reply in its thread, over every answered ticket. The
 * average is null until CONCIERGE_RESPONSE_MIN_ANSWERED tickets were answered.
 */
export const conciergeStatsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    answeredTickets: z.number().check(z.int()),
    averageFirstResponseMinutes: z.nullable(z.number().check(z.int())),
  }),
);
export type ConciergeStats = z.infer<typeof conciergeStatsSchema>;

const ticketParams = /* @__PURE__ */ onFirstUse(() => z.object({ ticketId: idSchema('Ticket') }));

export const listConciergeTickets = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/concierge-tickets',
    access: 'read',
    auth: 'session',
    query: z.object({ status: z.optional(ticketStatusSchema), ...pageQuery }),
    response: z.array(ticketSchema),
    summary: 'The caller’s tickets newest first, optionally of one status',
  }),
);

export const getConciergeStats = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/concierge-stats',
    access: 'read',
    auth: 'session',
    response: conciergeStatsSchema,
    summary: 'The measured average first-response time of answered tickets (null until enough were answered)',
  }),
);

export const createConciergeTicket = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/concierge-tickets',
    access: 'write',
    auth: 'session',
    body: ticketBody,
    response: ticketSchema,
    summary: 'Raise a concierge request (from the form or the chat, with its transcript)',
  }),
);

export const getConciergeTicket = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/concierge-tickets/{ticketId}',
    access: 'read',
    auth: 'session',
    params: ticketParams,
    response: ticketDetailSchema,
    summary: 'One of the caller’s tickets with its thread (another member’s is 404)',
  }),
);

export const addConciergeTicketMessage = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/concierge-tickets/{ticketId}/messages',
    access: 'write',
    auth: 'session',
    params: ticketParams,
    body: z.object({ body: z.string().check(z.trim(), z.minLength(1, 'Update is required'), z.maxLength(5_000)) }),
    response: ticketMessageSchema,
    summary: 'Add Update: append a member message (not on closed tickets)',
  }),
);

export const closeConciergeTicket = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/concierge-tickets/{ticketId}/close',
    access: 'write',
    auth: 'session',
    params: ticketParams,
    response: ticketSchema,
    summary: 'The member closes their own ticket',
  }),
);

export const rateConciergeTicket = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/concierge-tickets/{ticketId}/rate',
    access: 'write',
    auth: 'session',
    params: ticketParams,
    body: z.object({
      satisfaction: z
        .number({ error: 'Rating must be a number from 1 to 5' })
        .check(z.int('Rating must be a whole number'), z.gte(1, 'Rating must be from 1 to 5'), z.lte(5, 'Rating must be from 1 to 5')),
    }),
    response: ticketSchema,
    summary: 'The member rates a resolved ticket 1–5, once (409 otherwise)',
  }),
);

export const conciergeRoutes = {
  listConciergeTickets,
  getConciergeStats,
  createConciergeTicket,
  getConciergeTicket,
  addConciergeTicketMessage,
  closeConciergeTicket,
  rateConciergeTicket,
} as const;
