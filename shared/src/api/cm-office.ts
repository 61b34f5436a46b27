import * as z from '../zod.js';
import {
  CM_CONTENT_KINDS,
  CM_DELEGATION_TYPES,
  CM_DURATIONS,
  CM_STATES,
  CM_INVESTMENT_BANDS,
  CM_LIMITS,
  CM_PURPOSES,
  CM_REQUEST_STATUSES,
  CM_SECTORS,
  CM_URGENCIES,
} from '../cm-office/constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { countInput } from './numbers.js';
import { dateTimeInput, dayInput } from './dates.js';
import { defineRoute } from './route.js';
import { lineText } from './text.js';
import { onFirstUse } from '../lazy.js';

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));
const durationInput = /* @__PURE__ */ onFirstUse(() =>
  z.pipe(
    countInput({ type: 'Duration must be a number of minutes', whole: 'Duration must be a whole number of minutes' }),
    z
      .number()
      .check(z.refine((minutes) => (CM_DURATIONS as readonly number[]).includes(minutes), `Duration must be one of ${CM_DURATIONS.join(', ')} minutes`)),
  ),
);
const choice = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.enum(values, { error: `${field} must be one of ${values.join(', ')}` })));

/** A booked slot as a request shows it. */
export const cmSlotSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    /** The day in India (YYYY-MM-DD). */
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    durationMinutes: z.number().check(z.int()),
    location: z.string(),
    isBooked: z.boolean(),
    createdAt: z.string(),
  }),
);
export type CmSlot = z.infer<typeof cmSlotSchema>;

/** A Meet The CM request. Every form field is optional while a draft; a submitted one has all the required ones. */
export const cmRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    status: z.enum(CM_REQUEST_STATUSES),
    delegationType: z.optional(z.enum(CM_DELEGATION_TYPES)),
    purpose: z.optional(z.enum(CM_PURPOSES)),
    sector: z.optional(z.enum(CM_SECTORS)),
    investmentAmount: z.optional(z.enum(CM_INVESTMENT_BANDS)),
    jobCreation: z.optional(z.number().check(z.int())),
    preferredDate: z.optional(z.string()),
    duration: z.optional(z.number().check(z.int())),
    urgency: z.optional(z.enum(CM_URGENCIES)),
    subject: z.optional(z.string()),
    proposal: z.optional(z.string()),
    companyProfile: z.optional(z.string()),
    /** Which state's Chief Minister the member asks to meet. */
    state: z.optional(z.enum(CM_STATES)),
    /** The slot picked after submitting. */
    slot: z.optional(cmSlotSchema),
    declineReason: z.optional(z.string()),
    statusNote: z.optional(z.string()),
    submittedAt: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
  }),
);
export type CmRequest = z.infer<typeof cmRequestSchema>;

/** The form's fields. */
const cmFields = /* @__PURE__ */ onFirstUse(() => ({
  delegationType: choice(CM_DELEGATION_TYPES, 'Delegation type'),
  purpose: choice(CM_PURPOSES, 'Purpose'),
  sector: choice(CM_SECTORS, 'Sector'),
  investmentAmount: choice(CM_INVESTMENT_BANDS, 'Investment amount'),
  jobCreation: z.preprocess(
    (value) => (value === null ? undefined : blankAsUnset(value)),
    z.optional(
      z.pipe(
        countInput({ type: 'Job creation must be a number', whole: 'Job creation must be a whole number' }),
        z.number().check(z.gte(0, 'Job creation cannot be negative'), z.lte(CM_LIMITS.jobCreationMax, 'Job creation is too large')),
      ),
    ),
  ),
  preferredDate: z.preprocess(blankAsUnset, z.optional(dayInput('Preferred date'))),
  duration: z.preprocess((value) => (value === null ? undefined : blankAsUnset(value)), z.optional(durationInput)),
  urgency: choice(CM_URGENCIES, 'Urgency'),
  subject: z.preprocess(blankAsUnset, z.optional(lineText('Subject', 200))),
  proposal: optionalText(10_000, 'Proposal'),
  companyProfile: optionalText(5_000, 'Company profile'),
  state: z.preprocess(blankAsUnset, z.optional(z.enum(CM_STATES, { error: 'State must be andhra_pradesh or telangana' }))),
}));

export interface CmRequestFields {
  delegationType?: string | undefined;
  purpose?: string | undefined;
  sector?: string | undefined;
  investmentAmount?: string | undefined;
  jobCreation?: number | undefined;
  preferredDate?: string | undefined;
  duration?: number | undefined;
  urgency?: string | undefined;
  subject?: string | undefined;
  proposal?: string | undefined;
  companyProfile?: string | undefined;
  state?: string | undefined;
}

/** What a request needs before it can be submitted (a draft may lack any of it), each with its message. */
export const CM_REQUIRED_FIELDS = [
  ['state', 'Please choose which state’s Chief Minister you wish to meet'],
  ['delegationType', 'Please choose a delegation type'],
  ['purpose', 'Please choose the purpose of the meeting'],
  ['sector', 'Please choose a sector'],
  ['preferredDate', 'Please choose a preferred date'],
  ['duration', 'Please choose a duration'],
  ['urgency', 'Please choose an urgency'],
  ['subject', 'Subject is required'],
  ['proposal', 'Please describe your proposal'],
] as const satisfies readonly (readonly [keyof CmRequestFields, string])[];

/** The missing required fields of a request about to be submitted. */
export function cmSubmitIssues(fields: CmRequestFields): { path: string; message: string }[] {
  return CM_REQUIRED_FIELDS.filter(([field]) => fields[field] === undefined).map(([path, message]) => ({ path, message }));
}

/** Save as Draft (`submit: false`, anything may be missing) or Submit (`submit: true`, the required fields). */
export const cmRequestBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      ...cmFields,
      submit: z._default(z.boolean({ error: 'submit must be true or false' }), false),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (!body.submit) return;
        for (const issue of cmSubmitIssues(body))
          ctx.addIssue({
            code: 'custom',
            path: [issue.path],
            message: issue.message,
          });
      }),
    ),
);
export type CmRequestParsed = z.infer<typeof cmRequestBody>;
/** Editing a draft sends the whole form again (fields left out are unset). */
export const cmRequestUpdateBody = /* @__PURE__ */ onFirstUse(() => z.object(cmFields));
export type CmRequestUpdateParsed = z.infer<typeof cmRequestUpdateBody>;

export const cmSlotBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    startTime: dateTimeInput('Start time'),
    durationMinutes: durationInput,
    location: z.preprocess(blankAsUnset, z._default(lineText('Location', 200), 'Liaison office, Hyderabad')),
  }),
);
export type CmSlotInput = z.input<typeof cmSlotBody>;

export const cmStatusBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      status: z.enum(['under_review', 'scheduled', 'declined'], { error: 'Status must be under_review, scheduled or declined' }),
      reason: optionalText(2_000, 'Reason'),
      note: optionalText(2_000, 'Note'),
      /** Scheduling into one of the published slots books it for the request (once, like the member's own pick). */
      slotId: z.preprocess(blankAsUnset, z.optional(idSchema('Slot'))),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.status === 'declined' && !body.reason)
          ctx.addIssue({
            code: 'custom',
            path: ['reason'],
            message: 'A reason is required to decline a request',
          });
        if (body.slotId && body.status !== 'scheduled')
          ctx.addIssue({
            code: 'custom',
            path: ['slotId'],
            message: 'A slot can only be given when scheduling',
          });
      }),
    ),
);

export const cmContentItemSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(CM_CONTENT_KINDS),
    title: z.string(),
    body: z.string(),
    /** A short figure or tag ("₹2,000 Cr", "New"). */
    highlight: z.optional(z.string()),
    date: z.optional(z.string()),
    order: z.number().check(z.int()),
  }),
);
export type CmContentItem = z.infer<typeof cmContentItemSchema>;

export const cmDashboardSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    focusAreas: z.array(cmContentItemSchema),
    policyUpdates: z.array(cmContentItemSchema),
    incentives: z.array(cmContentItemSchema),
    prioritySectors: z.array(cmContentItemSchema),
    successStories: z.array(cmContentItemSchema),
    /** Real counts: the caller's requests by stage and the open slots in the next 30 days. */
    stats: z.object({
      myRequests: z.number().check(z.int()),
      drafts: z.number().check(z.int()),
      pending: z.number().check(z.int()),
      scheduled: z.number().check(z.int()),
      openSlots: z.number().check(z.int()),
    }),
    /** Requests go through the club's liaison office; nothing here is an official appointment. */
    notice: z.string(),
  }),
);
export type CmDashboard = z.infer<typeof cmDashboardSchema>;

const requestParams = /* @__PURE__ */ onFirstUse(() => z.object({ requestId: idSchema('Request') }));

export const getCmDashboard = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/cm-office/dashboard',
    access: 'read',
    auth: 'session',
    response: cmDashboardSchema,
    summary: 'Policy focus areas, updates, incentives, sectors and stories from club content, with real counts',
  }),
);

export const listMyCmRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/cm-office/my-requests',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(cmRequestSchema),
    summary: 'The caller’s drafts and requests with status, newest first',
  }),
);

export const listCmAvailableSlots = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/cm-office/available-slots',
    access: 'read',
    auth: 'session',
    query: z.object({
      date: dayInput('Date'),
      /** Only slots of this length (the request's duration). */
      duration: z.optional(durationInput),
      ...pageQuery,
    }),
    response: z.array(cmSlotSchema),
    summary: 'Open slots staff published for a day in India (of one length when given), earliest first',
  }),
);

export const createCmRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cm-office/requests',
    access: 'write',
    auth: 'session',
    body: cmRequestBody,
    response: cmRequestSchema,
    summary: 'Save a draft (submit false) or submit a meeting request (submit true)',
  }),
);

export const updateCmRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PATCH',
    path: '/api/cm-office/requests/{requestId}',
    access: 'write',
    auth: 'session',
    params: requestParams,
    body: cmRequestUpdateBody,
    response: cmRequestSchema,
    summary: 'Edit a draft (409 once submitted)',
  }),
);

export const submitCmRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cm-office/requests/{requestId}/submit',
    access: 'write',
    auth: 'session',
    params: requestParams,
    response: cmRequestSchema,
    summary: 'draft → submitted (400 naming missing fields, 409 when not a draft)',
  }),
);

export const bookCmSlot = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cm-office/requests/{requestId}/slot',
    access: 'write',
    auth: 'session',
    params: requestParams,
    body: z.object({ slotId: idSchema('Slot') }),
    response: cmRequestSchema,
    summary: 'A submitted request picks an open slot of its duration (400 otherwise); each slot is booked once (409 when taken)',
  }),
);

export const publishCmSlot = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cm-office/slots',
    access: 'write',
    auth: 'session',
    role: 'staff',
    body: cmSlotBody,
    response: cmSlotSchema,
    summary: 'Club staff publish a meeting slot (403 for members)',
  }),
);

export const setCmRequestStatus = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cm-office/requests/{requestId}/status',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: requestParams,
    body: cmStatusBody,
    response: cmRequestSchema,
    summary: 'Club staff: submitted → under_review → scheduled, or declined with a reason (403 for members)',
  }),
);

export const cmOfficeRoutes = {
  getCmDashboard,
  listMyCmRequests,
  listCmAvailableSlots,
  createCmRequest,
  updateCmRequest,
  submitCmRequest,
  bookCmSlot,
  publishCmSlot,
  setCmRequestStatus,
} as const;
