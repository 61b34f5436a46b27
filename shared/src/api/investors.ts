import * as z from '../zod.js';
import { isTimeZone } from '../format/dates.js';
import { webLink } from './links.js';
import {
  DEAL_CURRENCIES,
  DEFAULT_MEETING_TIME_ZONE,
  DEFAULT_OPPORTUNITY_STAGE,
  FUNDING_STAGES,
  INDUSTRIES,
  INVESTMENT_BAND_IDS,
  INVESTOR_MONEY_MAX,
  INVESTOR_TYPES,
  MATCH_SIDES,
  MATCH_SOURCES,
  MATCH_STATUSES,
  OPPORTUNITY_STAGES,
  PITCH_SLOT_LIMITS,
} from '../investors/constants.js';
import { dateTimeInput } from './dates.js';
import { idSchema } from './ids.js';
import { moneyInput, numberFromText } from './numbers.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { fieldDef, maskOf, sideOf, type FieldsAnswer, type FieldsInput } from './field-defs.js';
import type { Checked, Same } from '../types.js';
import { onFirstUse } from '../lazy.js';

/*
 * Investor Corner and the Investor-Startup Connector. Amounts are JSON
 * numbers with at most two decimals: an opportunity's in its own `currency`
 * (rupees when absent), every other one in rupees; screens format them with
 * `formatMoney`.
 */

const list = (values: readonly string[]) => values.join(', ');
export const fundingStageSchema = /* @__PURE__ */ onFirstUse(() => z.enum(FUNDING_STAGES, { error: `Stage must be one of ${list(FUNDING_STAGES)}` }));
export const opportunityStageSchema = /* @__PURE__ */ onFirstUse(() =>
  z.enum(OPPORTUNITY_STAGES, { error: `Stage must be one of ${list(OPPORTUNITY_STAGES)}` }),
);
export const industrySchema = /* @__PURE__ */ onFirstUse(() => z.enum(INDUSTRIES, { error: `Industry must be one of ${list(INDUSTRIES)}` }));
export const investorTypeSchema = /* @__PURE__ */ onFirstUse(() => z.enum(INVESTOR_TYPES, { error: `Investor type must be one of ${list(INVESTOR_TYPES)}` }));
export const investmentBandSchema = /* @__PURE__ */ onFirstUse(() =>
  z.enum(INVESTMENT_BAND_IDS, { error: `Investment range must be one of ${list(INVESTMENT_BAND_IDS)}` }),
);
export const matchStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(MATCH_STATUSES));
export const matchSideSchema = /* @__PURE__ */ onFirstUse(() => z.enum(MATCH_SIDES));
export const dealCurrencySchema = /* @__PURE__ */ onFirstUse(() => z.enum(DEAL_CURRENCIES, { error: `Currency must be one of ${list(DEAL_CURRENCIES)}` }));

/** A form's empty input ('' or spaces) counts as not given. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** A filter's `all` (the screens' first option) counts as no filter. */
const allAsUnset = (value: unknown) => (value === 'all' ? undefined : blankAsUnset(value));
const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));
const optionalLine = (max: number, field: string) => z.preprocess(blankAsUnset, z.optional(lineText(field, max)));
const optionalUrl = (field: string) => z.preprocess(blankAsUnset, z.optional(webLink(field)));
/** Money in a body: a JSON number (0.01 up to numeric(15,2)), optional; null or '' = not given. */
const optionalMoney = (field: string) =>
  z.preprocess((value) => (value === null ? undefined : blankAsUnset(value)), z.optional(moneyInput(field, INVESTOR_MONEY_MAX)));
/** Money in a query string: a numeric string, optional. */
const moneyQuery = (field: string) => z.preprocess((value) => numberFromText(blankAsUnset(value)), z.optional(moneyInput(field, INVESTOR_MONEY_MAX)));
const timeZoneInput = /* @__PURE__ */ onFirstUse(() =>
  z.preprocess(
    blankAsUnset,
    z._default(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'Time zone must be an IANA zone such as Asia/Kolkata')), DEFAULT_MEETING_TIME_ZONE),
  ),
);
/** A list of choices without repeats (repeats are dropped). */
const uniqueList = <T extends z.ZodMiniType>(item: T, max: number, field: string) =>
  z.pipe(
    z._default(z.array(item, { error: `${field} must be a list` }).check(z.maxLength(max, `At most ${max} ${field.toLowerCase()}`)), []),
    z.transform((values) => [...new Set(values)] as z.infer<T>[]),
  );

/**
 * An opportunity's own fields, defined once: the body of Create and Manage
 * Opportunity (`opportunityBody`), the answer (`opportunitySchema` adds what
 * the server derives), a match's copy (`matchOpportunityFields`, a pick), the
 * stored entity's attributes and the web form's values follow from this list.
 * The title is labelled Company/Startup Name; stage defaults to seed.
 */
const opportunityFieldDefs = /* @__PURE__ */ onFirstUse(() => ({
  title: fieldDef(
    () =>
      z
        .string({ error: 'Company/Startup Name is required' })
        .check(
          z.trim(),
          z.minLength(1, 'Company/Startup Name is required'),
          z.maxLength(200, 'Company/Startup Name must be at most 200 characters'),
          singleLine('Company/Startup Name'),
        ),
    () => z.string(),
  ),
  description: fieldDef(
    () => optionalText(5_000, 'Description'),
    () => z.optional(z.string()),
  ),
  stage: fieldDef(
    () => z.preprocess(blankAsUnset, z._default(opportunityStageSchema, DEFAULT_OPPORTUNITY_STAGE)),
    () => opportunityStageSchema,
  ),
  industry: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(industrySchema)),
    () => z.optional(industrySchema),
  ),
  /** In `currency`. */
  targetAmount: fieldDef(
    () => optionalMoney('Target amount'),
    () => z.optional(z.number()),
  ),
  minInvestment: fieldDef(
    () => optionalMoney('Min investment'),
    () => z.optional(z.number()),
  ),
  /** The currency of its amounts (target, minimum, valuation, raised); left out = rupees, as on deals from before it was asked. */
  currency: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(dealCurrencySchema)),
    () => z.optional(dealCurrencySchema),
  ),
  /** Pre-money valuation. */
  valuation: fieldDef(
    () => optionalMoney('Pre-money valuation'),
    () => z.optional(z.number()),
  ),
  location: fieldDef(
    () => optionalLine(200, 'Location'),
    () => z.optional(z.string()),
  ),
  teluguFounders: fieldDef(
    () => z._default(z.boolean({ error: 'teluguFounders must be true or false' }), false),
    () => z.boolean(),
  ),
  /** An external link to a deck; the uploaded deck lives in the data room (`pitchDeckFileId`). */
  pitchDeckUrl: fieldDef(
    () => optionalUrl('Pitch deck URL'),
    () => z.optional(z.string()),
  ),
  isActive: fieldDef(
    () => z._default(z.boolean({ error: 'isActive must be true or false' }), true),
    () => z.boolean(),
  ),
}));
/** Every field of the definition: what an edit copies from the body onto the stored opportunity. */
export const opportunityFieldMask = /* @__PURE__ */ onFirstUse(() => maskOf(opportunityFieldDefs));
/** An opportunity's own fields after parsing (defaults applied): what is stored and answered. */
export type OpportunityFields = Checked<
  FieldsInput<typeof opportunityFieldDefs>,
  Same<FieldsInput<typeof opportunityFieldDefs>, FieldsAnswer<typeof opportunityFieldDefs>>
>;

// ---------------------------------------------------------------- answers

/** What the caller's investor profile makes of an opportunity (deal flow, when the caller has a profile). */
export const fitSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** 0 to 1, two decimals (shown as a percent and out of 5 stars). */
    compatibilityScore: z.number().check(z.gte(0), z.lte(1)),
    /** The two or three reasons that weighed most, addressed to the viewer. */
    reasons: z.array(z.string()),
    /** Every term that fits, weightiest first, addressed to the viewer (shared/src/investors/score.ts). */
    fits: z.array(z.string()),
    /** Every term that does not fit (hard constraints first), addressed to the viewer. */
    misses: z.array(z.string()),
  }),
);
export type Fit = z.infer<typeof fitSchema>;

/**
 * An investment opportunity, as a list item and as its founder's own.
 * `myMatch` and `fit` are the caller's: their match with it, if any, and how
 * it fits their investor profile (absent without a profile and on their own).
 */
export const opportunitySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    ...sideOf(opportunityFieldDefs, 'answer'),
    interestCount: z.number().check(z.int()),
    raisedAmount: z.number(),
    /** The deal's id once the founder opened a deal and its data room. */
    dataRoomId: z.optional(z.string()),
    /** The uploaded pitch deck's latest version in the data room. */
    pitchDeckFileId: z.optional(z.string()),
    /** Whether deal-flow members may open the uploaded deck without a grant. */
    deckOpenToDealFlow: z.optional(z.boolean()),
    createdBy: z.string(),
    createdByName: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
    myMatch: z.optional(z.object({ id: z.string(), status: matchStatusSchema, interested: z.boolean() })),
    fit: z.optional(fitSchema),
  }),
);
export type Opportunity = z.infer<typeof opportunitySchema>;

/**
 * The opportunity as a match copies and scores it: no description, deck or
 * figures the founder keeps to their deal (picked from the one definition).
 */
export const matchOpportunityFields = {
  id: true,
  title: true,
  stage: true,
  industry: true,
  targetAmount: true,
  minInvestment: true,
  location: true,
  teluguFounders: true,
  isActive: true,
  currency: true,
} as const satisfies Partial<Record<keyof Opportunity, true>>;

/** An investor profile, `geography` and `fundName` added for the connector. */
export const investorProfileSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** The investor's member id. */
    userId: z.string(),
    investorType: investorTypeSchema,
    fundName: z.optional(z.string()),
    minInvestment: z.optional(z.number()),
    maxInvestment: z.optional(z.number()),
    /** Assets under management. */
    aum: z.optional(z.number()),
    focusAreas: z.array(industrySchema),
    preferredStages: z.array(fundingStageSchema),
    /** Typical check size. */
    checkSize: z.optional(z.number()),
    thesis: z.optional(z.string()),
    portfolio: z.array(z.string()),
    /** Places the investor invests in (cities, states, countries, or `Global`). */
    geography: z.array(z.string()),
    /** Self-declared. */
    isAccredited: z.boolean(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
  }),
);
export type InvestorProfile = z.infer<typeof investorProfileSchema>;

/** An investor in the connector's Investor Network: the profile with the member's name and picture. */
export const investorCardSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(investorProfileSchema, {
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.optional(z.string()),
    linkedinUrl: z.optional(z.string()),
    /** The member's title, company and verification as of the profile's last save (the person chip). */
    title: z.optional(z.string()),
    companyName: z.optional(z.string()),
    verified: z.optional(z.boolean()),
  }),
);
export type InvestorCard = z.infer<typeof investorCardSchema>;

/** A meeting of a match: one of the investor's pitch slots, or a time one party proposed. */
export const meetingSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    startTime: z.string(),
    endTime: z.string(),
    timeZone: z.string(),
    location: z.optional(z.string()),
    notes: z.optional(z.string()),
    /** The booked pitch slot; absent for a proposed time. */
    slotId: z.optional(z.string()),
    scheduledBy: z.string(),
    scheduledAt: z.string(),
  }),
);
export type Meeting = z.infer<typeof meetingSchema>;

/**
 * A match party as a person chip shows them, copied when the match is written
 * (absent on matches stored before): never contact details.
 */
const matchPersonFields = /* @__PURE__ */ onFirstUse(() => ({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  profileImageUrl: z.optional(z.string()),
  title: z.optional(z.string()),
  companyName: z.optional(z.string()),
  verified: z.optional(z.boolean()),
}));

/**
 * A match between an investor profile and an opportunity,
 * as one of its two parties sees it (`side`). The founder accepts or declines
 * a pending match; an accepted match can schedule a meeting, and both parties
 * then see each other's e-mail (`contactEmail`, the other party's).
 */
export const matchSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    status: matchStatusSchema,
    compatibilityScore: z.number().check(z.gte(0), z.lte(1)),
    /** The two or three reasons that weighed most, addressed to the viewer. */
    reasons: z.array(z.string()),
    matchedBy: z.enum(MATCH_SOURCES),
    /** Whether the investor expressed interest (rather than only being proposed). */
    interested: z.boolean(),
    interestedAt: z.optional(z.string()),
    side: matchSideSchema,
    opportunity: z.pick(opportunitySchema, matchOpportunityFields),
    investor: z.object({
      id: z.string(),
      name: z.string(),
      investorType: investorTypeSchema,
      fundName: z.optional(z.string()),
      minInvestment: z.optional(z.number()),
      maxInvestment: z.optional(z.number()),
      checkSize: z.optional(z.number()),
      aum: z.optional(z.number()),
      focusAreas: z.array(industrySchema),
      preferredStages: z.array(fundingStageSchema),
      geography: z.array(z.string()),
      thesis: z.optional(z.string()),
      isAccredited: z.boolean(),
      ...matchPersonFields,
    }),
    founder: z.object({ id: z.string(), name: z.string(), ...matchPersonFields }),
    meeting: z.optional(meetingSchema),
    /** The meeting's start. */
    meetingScheduledAt: z.optional(z.string()),
    /** The other party's e-mail, once the match is accepted. */
    contactEmail: z.optional(z.string()),
    /** The founder's note when declining. */
    feedback: z.optional(z.string()),
    respondedAt: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
    /** Every term that fits, weightiest first, addressed to the viewer (shared/src/investors/score.ts). */
    fits: z.array(z.string()),
    /** Every term that does not fit (hard constraints first), addressed to the viewer. */
    misses: z.array(z.string()),
  }),
);
export type InvestorMatch = z.infer<typeof matchSchema>;

/** One of an investor's pitch slots. `bookedBy` and `matchId` are shown to the investor only. */
export const pitchSlotSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    investorId: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    timeZone: z.string(),
    location: z.optional(z.string()),
    notes: z.optional(z.string()),
    isBooked: z.boolean(),
    bookedBy: z.optional(z.string()),
    matchId: z.optional(z.string()),
    createdAt: z.string(),
  }),
);
export type PitchSlot = z.infer<typeof pitchSlotSchema>;

/** The summary tiles (Investor Corner and the connector): real figures, exact. */
export const investorStatsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** Active opportunities. */
    activeDeals: z.number().check(z.int()),
    /** Sum of raisedAmount of active opportunities (rupees). */
    totalRaised: z.number(),
    /** Pending and accepted matches, club-wide. */
    activeMatches: z.number().check(z.int()),
    /** Active investor profiles. */
    investorsWithProfile: z.number().check(z.int()),
    /** The caller's pending and accepted matches (either side). */
    myActiveMatches: z.number().check(z.int()),
  }),
);
export type InvestorStats = z.infer<typeof investorStatsSchema>;

export const termSheetSectionSchema = /* @__PURE__ */ onFirstUse(() => z.object({ heading: z.string(), body: z.string() }));
/** A term sheet template; `downloads` is exact. */
export const termSheetTemplateSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    stage: z.optional(fundingStageSchema),
    description: z.optional(z.string()),
    sections: z.array(termSheetSectionSchema),
    downloads: z.number().check(z.int()),
    createdAt: z.string(),
  }),
);
export type TermSheetTemplate = z.infer<typeof termSheetTemplateSchema>;
/** A download: the file to save (Markdown) and the count after this one. */
export const termSheetDownloadSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    filename: z.string(),
    contentType: z.string(),
    content: z.string(),
    downloads: z.number().check(z.int()),
  }),
);
export type TermSheetDownload = z.infer<typeof termSheetDownloadSchema>;

// ---------------------------------------------------------------- inputs

export type OpportunityRuleInput = Pick<OpportunityFields, 'targetAmount' | 'minInvestment'>;
/** The opportunity form's cross-field rule, naming its field. */
export function opportunityRuleIssues(input: OpportunityRuleInput): { path: string; message: string }[] {
  if (input.targetAmount !== undefined && input.minInvestment !== undefined && input.minInvestment > input.targetAmount) {
    return [{ path: 'minInvestment', message: 'Min investment cannot be more than the target amount' }];
  }
  return [];
}

/** Create and Manage Opportunity send the whole form (optional fields left out are unset). */
export const opportunityBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      ...sideOf(opportunityFieldDefs, 'input'),
      /** Amount raised so far (Manage Opportunity); 0 or left out on a new one. On an edit, left out = unchanged. */
      raisedAmount: z.preprocess(
        (value) => (value === null ? undefined : blankAsUnset(value)),
        z.optional(z.union([z.literal(0), moneyInput('Raised amount', INVESTOR_MONEY_MAX)], { error: 'Raised amount must be a number' })),
      ),
    })
    .check(
      z.superRefine((input, ctx) => {
        for (const issue of opportunityRuleIssues(input)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }),
    ),
);
export type OpportunityInput = z.input<typeof opportunityBody>;
export type OpportunityParsed = z.infer<typeof opportunityBody>;

/** The investor profile form (Setup Investor Profile and Edit Profile are one form). */
const investorProfileFields = /* @__PURE__ */ onFirstUse(() => ({
  investorType: investorTypeSchema,
  fundName: optionalLine(120, 'Fund name'),
  minInvestment: optionalMoney('Min investment'),
  maxInvestment: optionalMoney('Max investment'),
  aum: optionalMoney('Assets under management'),
  focusAreas: uniqueList(industrySchema, INDUSTRIES.length, 'Focus areas'),
  preferredStages: uniqueList(fundingStageSchema, FUNDING_STAGES.length, 'Preferred stages'),
  checkSize: optionalMoney('Typical check size'),
  thesis: optionalText(2_000, 'Thesis'),
  portfolio: uniqueList(z.string().check(z.trim(), z.minLength(1, 'A portfolio company needs a name'), z.maxLength(120)), 50, 'Portfolio companies'),
  geography: uniqueList(z.string().check(z.trim(), z.minLength(1, 'A geography needs a name'), z.maxLength(60)), 10, 'Geographies'),
  isAccredited: z._default(z.boolean({ error: 'isAccredited must be true or false' }), false),
  isActive: z._default(z.boolean({ error: 'isActive must be true or false' }), true),
}));

export interface InvestorProfileRuleInput {
  minInvestment?: number | undefined;
  maxInvestment?: number | undefined;
  checkSize?: number | undefined;
}
/** The profile form's cross-field rules, each naming its field. */
export function investorProfileRuleIssues(input: InvestorProfileRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const { minInvestment: min, maxInvestment: max, checkSize } = input;
  if (min !== undefined && max !== undefined && max < min)
    issues.push({ path: 'maxInvestment', message: 'Max investment cannot be less than the min investment' });
  if (checkSize !== undefined && ((min !== undefined && checkSize < min) || (max !== undefined && checkSize > max))) {
    issues.push({ path: 'checkSize', message: 'Typical check size must be between the min and max investment' });
  }
  return issues;
}

export const investorProfileBody = /* @__PURE__ */ onFirstUse(() =>
  z.object(investorProfileFields).check(
    z.superRefine((input, ctx) => {
      for (const issue of investorProfileRuleIssues(input)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }),
  ),
);
export type InvestorProfileInput = z.input<typeof investorProfileBody>;
export type InvestorProfileParsed = z.infer<typeof investorProfileBody>;

/** A time window (pitch slot or proposed meeting): end after start, in the future, at most PITCH_SLOT_LIMITS.maxMinutes long. */
const windowIssues = (window: { startTime: string; endTime: string }, now = Date.now()): { path: string; message: string }[] => {
  const start = Date.parse(window.startTime);
  const end = Date.parse(window.endTime);
  if (end <= start) return [{ path: 'endTime', message: 'End time must be after the start time' }];
  if (end - start > PITCH_SLOT_LIMITS.maxMinutes * 60_000)
    return [{ path: 'endTime', message: `A meeting can last at most ${PITCH_SLOT_LIMITS.maxMinutes / 60} hours` }];
  if (start <= now) return [{ path: 'startTime', message: 'Start time must be in the future' }];
  return [];
};

export const pitchSlotInputSchema = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      startTime: dateTimeInput('Start time'),
      endTime: dateTimeInput('End time'),
      timeZone: timeZoneInput,
      location: optionalLine(300, 'Location'),
      notes: optionalText(1_000, 'Notes'),
    })
    .check(
      z.superRefine((slot, ctx) => {
        for (const issue of windowIssues(slot)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }),
    ),
);
export const pitchSlotsBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    slots: z
      .array(pitchSlotInputSchema, { error: 'Slots must be a list' })
      .check(z.minLength(1, 'Add at least one slot'), z.maxLength(PITCH_SLOT_LIMITS.perRequest, `At most ${PITCH_SLOT_LIMITS.perRequest} slots at a time`)),
  }),
);

/** Schedule Meeting: one of the investor's free pitch slots (`slotId`), or a proposed time (`startTime` and `endTime`). */
export const scheduleMeetingBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      slotId: z.preprocess(blankAsUnset, z.optional(idSchema('Slot'))),
      startTime: z.preprocess(blankAsUnset, z.optional(dateTimeInput('Start time'))),
      endTime: z.preprocess(blankAsUnset, z.optional(dateTimeInput('End time'))),
      timeZone: timeZoneInput,
      location: optionalLine(300, 'Location'),
      notes: optionalText(1_000, 'Notes'),
    })
    .check(
      z.superRefine((input, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (input.slotId) {
          if (input.startTime || input.endTime) issue('slotId', 'Pick a slot or propose a time, not both');
          return;
        }
        if (!input.startTime) return issue('startTime', 'Pick a slot or propose a start time');
        if (!input.endTime) return issue('endTime', 'End time is required');
        for (const found of windowIssues({ startTime: input.startTime, endTime: input.endTime })) issue(found.path, found.message);
      }),
    ),
);
export type ScheduleMeetingInput = z.input<typeof scheduleMeetingBody>;
export type ScheduleMeetingParsed = z.infer<typeof scheduleMeetingBody>;

/** Deal flow filters: stage, industry, min/max target amount, or the connector's band; `all` = no filter. */
export const opportunityFilterQuery = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      stage: z.preprocess(allAsUnset, z.optional(opportunityStageSchema)),
      industry: z.preprocess(allAsUnset, z.optional(industrySchema)),
      minAmount: moneyQuery('Minimum amount'),
      maxAmount: moneyQuery('Maximum amount'),
      investmentRange: z.preprocess(allAsUnset, z.optional(investmentBandSchema)),
      ...pageQuery,
    })
    .check(
      z.superRefine((query, ctx) => {
        if (query.minAmount !== undefined && query.maxAmount !== undefined && query.maxAmount < query.minAmount) {
          ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'Maximum amount cannot be less than the minimum amount' });
        }
      }),
    ),
);
export type OpportunityFilters = z.infer<typeof opportunityFilterQuery>;

const opportunityParams = /* @__PURE__ */ onFirstUse(() => z.object({ opportunityId: idSchema('Opportunity') }));
const matchParams = /* @__PURE__ */ onFirstUse(() => z.object({ matchId: idSchema('Match') }));

export const listInvestmentOpportunities = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investment-opportunities',
    access: 'read',
    auth: 'session',
    query: opportunityFilterQuery,
    response: z.array(opportunitySchema),
    summary: 'Deal flow: active opportunities newest first, filtered by stage, industry, target amount or band, with the caller’s match and fit',
  }),
);

export const createInvestmentOpportunity = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investment-opportunities',
    access: 'write',
    auth: 'session',
    body: opportunityBody,
    response: opportunitySchema,
    summary: 'Add an opportunity (the caller is its founder); fitting investors get proposed matches',
  }),
);

export const getInvestmentOpportunity = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investment-opportunities/{opportunityId}',
    access: 'read',
    auth: 'session',
    params: opportunityParams,
    response: opportunitySchema,
    summary: 'One opportunity with the caller’s match and fit',
  }),
);

export const updateInvestmentOpportunity = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PATCH',
    path: '/api/investment-opportunities/{opportunityId}',
    access: 'write',
    auth: 'session',
    params: opportunityParams,
    body: opportunityBody,
    response: opportunitySchema,
    summary: 'The founder edits the opportunity (whole form; raised amount, active or not); matches are re-scored and proposed',
  }),
);

export const deactivateInvestmentOpportunity = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investment-opportunities/{opportunityId}/deactivate',
    access: 'write',
    auth: 'session',
    params: opportunityParams,
    response: opportunitySchema,
    summary: 'The founder deactivates the opportunity (out of deal flow)',
  }),
);

export const expressInterest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investment-opportunities/{opportunityId}/express-interest',
    access: 'write',
    auth: 'session',
    params: opportunityParams,
    response: matchSchema,
    summary: 'The caller’s investor profile expresses interest once: a pending match, interestCount + 1',
  }),
);

export const listOpportunityInterest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investment-opportunities/{opportunityId}/interest',
    access: 'read',
    auth: 'session',
    params: opportunityParams,
    query: z.object(pageQuery),
    response: z.array(matchSchema),
    summary: 'View Interest (founder): interested investors best score first (then newest), with their profile summary, score, fits and misses',
  }),
);

export const listMyInvestmentOpportunities = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/my-investment-opportunities',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(opportunitySchema),
    summary: 'The caller’s own opportunities, active and inactive, newest first',
  }),
);

export const getInvestorProfile = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investor-profile',
    access: 'read',
    auth: 'session',
    response: z.nullable(investorProfileSchema),
    summary: 'The caller’s investor profile, or null before Setup Investor Profile',
  }),
);

export const saveInvestorProfile = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/investor-profile',
    access: 'write',
    auth: 'session',
    body: investorProfileBody,
    response: investorProfileSchema,
    summary: 'Set up or edit the caller’s investor profile (whole form); fitting opportunities get proposed matches',
  }),
);

export const createPitchSlots = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investor-profile/pitch-slots',
    access: 'write',
    auth: 'session',
    body: pitchSlotsBody,
    response: z.array(pitchSlotSchema),
    summary: 'The investor offers pitch slots (needs an investor profile)',
  }),
);

export const deletePitchSlot = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/investor-profile/pitch-slots/{slotId}',
    access: 'write',
    auth: 'session',
    params: z.object({ slotId: idSchema('Slot') }),
    response: pitchSlotSchema,
    summary: 'The investor withdraws a pitch slot nobody has booked',
  }),
);

export const listInvestorProfiles = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investor-profiles',
    access: 'read',
    auth: 'session',
    query: z.object({
      investorType: z.preprocess(allAsUnset, z.optional(investorTypeSchema)),
      focusArea: z.preprocess(allAsUnset, z.optional(industrySchema)),
      ...pageQuery,
    }),
    response: z.array(investorCardSchema),
    summary: 'Investor Network: active investor profiles newest first, by type or focus area',
  }),
);

export const listPitchSlots = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investor-profiles/{investorId}/pitch-slots',
    access: 'read',
    auth: 'session',
    params: z.object({ investorId: idSchema('Investor') }),
    query: z.object(pageQuery),
    response: z.array(pitchSlotSchema),
    summary: 'An investor’s upcoming pitch slots, soonest first',
  }),
);

export const listInvestorMatches = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investor-matches',
    access: 'read',
    auth: 'session',
    query: z.object({ side: z.preprocess(allAsUnset, z.optional(matchSideSchema)), ...pageQuery }),
    response: z.array(matchSchema),
    summary: 'The caller’s matches best score first (then newest), as investor, founder or both, with fits and misses',
  }),
);

export const getInvestorMatch = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investor-matches/{matchId}',
    access: 'read',
    auth: 'session',
    params: matchParams,
    response: matchSchema,
    summary: 'One match (its parties only)',
  }),
);

export const acceptInvestorMatch = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investor-matches/{matchId}/accept',
    access: 'write',
    auth: 'session',
    params: matchParams,
    response: matchSchema,
    summary: 'The founder accepts a pending match; both parties then see each other’s e-mail',
  }),
);

export const declineInvestorMatch = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investor-matches/{matchId}/decline',
    access: 'write',
    auth: 'session',
    params: matchParams,
    body: z.object({ feedback: optionalText(1_000, 'Feedback') }),
    response: matchSchema,
    summary: 'The founder declines a pending match, with an optional note',
  }),
);

export const scheduleMatchMeeting = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/investor-matches/{matchId}/meeting',
    access: 'write',
    auth: 'session',
    params: matchParams,
    body: scheduleMeetingBody,
    response: matchSchema,
    summary: 'Either party schedules the accepted match’s meeting: books one of the investor’s slots exactly once, or proposes a time',
  }),
);

export const downloadMatchMeetingCalendar = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investor-matches/{matchId}/calendar',
    access: 'read',
    auth: 'session',
    params: matchParams,
    summary: 'The match’s meeting as an .ics file (text/calendar attachment); navigate or link to it',
  }),
);

export const getInvestorStats = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/investor-stats',
    access: 'read',
    auth: 'session',
    response: investorStatsSchema,
    summary: 'The summary tiles: active deals, total raised, active matches, investors with a profile',
  }),
);

export const listTermSheetTemplates = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/term-sheet-templates',
    access: 'read',
    auth: 'session',
    query: z.object({ stage: z.preprocess(allAsUnset, z.optional(fundingStageSchema)), ...pageQuery }),
    response: z.array(termSheetTemplateSchema),
    summary: 'Term sheet templates newest first, optionally for one stage',
  }),
);

export const downloadTermSheetTemplate = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/term-sheet-templates/{templateId}/download',
    access: 'write',
    auth: 'session',
    params: z.object({ templateId: idSchema('Template') }),
    response: termSheetDownloadSchema,
    summary: 'Download a template as Markdown; counts the download exactly',
  }),
);

export const investorRoutes = {
  listInvestmentOpportunities,
  createInvestmentOpportunity,
  getInvestmentOpportunity,
  updateInvestmentOpportunity,
  deactivateInvestmentOpportunity,
  expressInterest,
  listOpportunityInterest,
  listMyInvestmentOpportunities,
  getInvestorProfile,
  saveInvestorProfile,
  createPitchSlots,
  deletePitchSlot,
  listInvestorProfiles,
  listPitchSlots,
  listInvestorMatches,
  getInvestorMatch,
  acceptInvestorMatch,
  declineInvestorMatch,
  scheduleMatchMeeting,
  downloadMatchMeetingCalendar,
  getInvestorStats,
  listTermSheetTemplates,
  downloadTermSheetTemplate,
} as const;
