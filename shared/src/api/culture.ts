import * as z from '../zod.js';
import {
  CULTURAL_LANGUAGES,
  CULTURAL_REQUEST_TYPES,
  CULTURAL_URGENCIES,
  FESTIVAL_DATE_SCOPES,
  FESTIVAL_STATES,
  type FestivalDateScope,
  type FestivalState,
} from '../culture/constants.js';
import { pageQuery } from './pagination.js';
import { dayInput } from './dates.js';
import { numberInput } from './numbers.js';
import { idSchema } from './ids.js';
import { webLink } from './links.js';
import { defineRoute } from './route.js';
import { lineText, singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

/** Festival cards show 2 greetings and 3 colours. */
export const FESTIVAL_DISPLAY = { greetings: 2, colors: 3 } as const;

/** A greeting in Telugu script with its English rendering. */
export const festivalGreetingSchema = /* @__PURE__ */ onFirstUse(() => z.object({ telugu: z.string(), english: z.string() }));
/** The rule a festival's date is computed by (the panchangam reckoning it follows). */
export const festivalSourceSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** The rule, in words (month, paksha, tithi and time of day, or the solar event). */
    name: z.string(),
    url: z.optional(z.string()),
    note: z.optional(z.string()),
  }),
);

/** A state's date for a festival, where the two states' observances differ. */
export const festivalStateDateSchema = /* @__PURE__ */ onFirstUse(() => z.object({ state: z.enum(FESTIVAL_STATES), date: z.string() }));
/** computed: from the festival's rule; confirmed: staff recorded a published date (`dateSource` names it). */
export const FESTIVAL_DATE_STATUSES = ['computed', 'confirmed'] as const;

/**
 * A festival with its detail fields. `date` is the
 * first day in India (YYYY-MM-DD); `duration` days from it (default 1).
 * `greetings` are the Telugu greetings shown two at a time; each has its
 * English rendering in `greetingsEnglish` at the same index.
 */
export const festivalSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    nameInTelugu: z.string(),
    date: z.string(),
    /** The last day (inclusive), date + duration - 1. */
    endDate: z.string(),
    duration: z.number().check(z.int()),
    description: z.string(),
    significance: z.string(),
    traditions: z.array(z.string()),
    foods: z.array(z.string()),
    /** Colour values (hex), up to 3 shown. */
    colors: z.array(z.string()),
    locations: z.array(z.string()),
    businessImpact: z.string(),
    /** Greeting lines: each "Telugu — English". */
    greetings: z.array(z.string()),
    greetingPairs: z.array(festivalGreetingSchema),
    isPublic: z.boolean(),
    source: festivalSourceSchema,
    dateStatus: z.enum(FESTIVAL_DATE_STATUSES),
    /** The published list a confirmed date comes from (a state's holiday order, the Vidvat Sabha list). */
    dateSource: z.optional(z.string()),
    /** Each state's date when Andhra Pradesh and Telangana observe the festival on different days. */
    stateDates: z.optional(z.array(festivalStateDateSchema)),
  }),
);
export type Festival = z.infer<typeof festivalSchema>;

export const templeTimingSchema = /* @__PURE__ */ onFirstUse(() => z.object({ label: z.string(), hours: z.string() }));
/** A temple with its detail fields. `website` only where an official one exists. */
export const templeSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    nameInTelugu: z.string(),
    location: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    deity: z.string(),
    description: z.string(),
    history: z.optional(z.string()),
    timings: z.array(templeTimingSchema),
    specialTimings: z.array(templeTimingSchema),
    entryFee: z.optional(z.string()),
    dressCode: z.optional(z.string()),
    specialServices: z.array(z.string()),
    phoneNumber: z.optional(z.string()),
    website: z.optional(z.string()),
    nearestAirport: z.string(),
    nearestRailway: z.string(),
    accommodation: z.optional(z.string()),
    prasadam: z.optional(z.string()),
    festivals: z.array(z.string()),
    latitude: z.optional(z.number()),
    longitude: z.optional(z.number()),
    isVip: z.boolean(),
    vipProcedure: z.optional(z.string()),
    /** The darshan planner handles this temple (Tirumala). */
    darshanPlanner: z.boolean(),
    isActive: z.boolean(),
  }),
);
export type Temple = z.infer<typeof templeSchema>;

/** A cultural request as its member sees it. */
export const culturalRequestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    type: z.enum(CULTURAL_REQUEST_TYPES),
    request: z.string(),
    context: z.optional(z.string()),
    location: z.optional(z.string()),
    language: z.enum(CULTURAL_LANGUAGES),
    urgency: z.enum(CULTURAL_URGENCIES),
    isResolved: z.boolean(),
    response: z.optional(z.string()),
    /** The staff member's name who answered. */
    respondedByName: z.optional(z.string()),
    respondedAt: z.optional(z.string()),
    satisfaction: z.optional(z.number().check(z.int())),
    feedback: z.optional(z.string()),
    ratedAt: z.optional(z.string()),
    createdAt: z.string(),
  }),
);
export type CulturalRequest = z.infer<typeof culturalRequestSchema>;

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));

/**
 * The request dialogs (defaults: type translation, urgency normal, language
 * telugu). For a translation, `context` carries the target language and
 * `language` the source language.
 */
export const culturalRequestBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    type: z._default(z.enum(CULTURAL_REQUEST_TYPES, { error: `Type must be one of ${CULTURAL_REQUEST_TYPES.join(', ')}` }), 'translation'),
    request: z
      .string({ error: 'Please describe what you need' })
      .check(z.trim(), z.minLength(1, 'Please describe what you need'), z.maxLength(5_000, 'Request must be at most 5000 characters')),
    context: optionalText(2_000, 'Context'),
    location: z.preprocess(blankAsUnset, z.optional(lineText('Location', 200))),
    language: z._default(z.enum(CULTURAL_LANGUAGES, { error: `Language must be one of ${CULTURAL_LANGUAGES.join(', ')}` }), 'telugu'),
    urgency: z._default(z.enum(CULTURAL_URGENCIES, { error: `Urgency must be one of ${CULTURAL_URGENCIES.join(', ')}` }), 'normal'),
  }),
);
export type CulturalRequestParsed = z.infer<typeof culturalRequestBody>;

export const rateCulturalRequestBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    satisfaction: z
      .number({ error: 'Rating must be a number from 1 to 5' })
      .check(z.int('Rating must be a whole number of stars'), z.gte(1, 'Rating must be at least 1 star'), z.lte(5, 'Rating must be at most 5 stars')),
    feedback: optionalText(2_000, 'Feedback'),
  }),
);

export const answerCulturalRequestBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    response: z
      .string({ error: 'Response is required' })
      .check(z.trim(), z.minLength(1, 'Response is required'), z.maxLength(10_000, 'Response must be at most 10000 characters')),
  }),
);

/** The years the calendar computes (the festival rules are checked against published lists around them). */
export const FESTIVAL_YEARS = { min: 2020, max: 2040 } as const;
const yearMessage = `year must be a whole number from ${FESTIVAL_YEARS.min} to ${FESTIVAL_YEARS.max}`;
export const festivalYearQuery = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    year: numberInput(
      z.number({ error: yearMessage }).check(z.int(yearMessage), z.gte(FESTIVAL_YEARS.min, yearMessage), z.lte(FESTIVAL_YEARS.max, yearMessage)),
    ),
  }),
);

const requestParams = /* @__PURE__ */ onFirstUse(() => z.object({ requestId: idSchema('Request') }));

export const scopeOfState = (state: FestivalState | undefined): FestivalDateScope =>
  state === 'Andhra Pradesh' ? 'andhra-pradesh' : state === 'Telangana' ? 'telangana' : 'all';
export const stateOfScope = (scope: FestivalDateScope): FestivalState | undefined =>
  scope === 'andhra-pradesh' ? 'Andhra Pradesh' : scope === 'telangana' ? 'Telangana' : undefined;

/** A published date staff recorded for a festival in a year (for one state, or both when `state` is absent). */
export const festivalConfirmationSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    year: z.number(),
    festivalId: z.string(),
    state: z.optional(z.enum(FESTIVAL_STATES)),
    date: z.string(),
    source: z.string(),
    sourceUrl: z.optional(z.string()),
    /** The staff member who recorded it last. */
    confirmedByName: z.string(),
    updatedAt: z.string(),
  }),
);
export type FestivalConfirmation = z.infer<typeof festivalConfirmationSchema>;

const festivalYear = /* @__PURE__ */ onFirstUse(() =>
  numberInput(
    z
      .number({ error: 'Year must be a number' })
      .check(
        z.int('Year must be a whole number'),
        z.gte(FESTIVAL_YEARS.min, `Year must be ${FESTIVAL_YEARS.min} or later`),
        z.lte(FESTIVAL_YEARS.max, `Year must be ${FESTIVAL_YEARS.max} or earlier`),
      ),
  ),
);
/** The published date and where it was published (a festival in a year is the path or the body around it). */
const festivalDateFields = /* @__PURE__ */ onFirstUse(() => ({
  date: dayInput('Date'),
  source: z
    .string({ error: 'Source is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Source is required: name the holiday order or list the date comes from'),
      z.maxLength(300, 'Source must be at most 300 characters'),
      singleLine('Source'),
    ),
  sourceUrl: z.preprocess(blankAsUnset, z.optional(webLink('Source link'))),
}));
/** POST /api/staff/festival-dates: a festival's published date for a year (and a state, or both). */
export const recordFestivalDateBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      year: festivalYear,
      festivalId: idSchema('Festival'),
      state: z.preprocess(blankAsUnset, z.optional(z.enum(FESTIVAL_STATES, { error: `State must be one of ${FESTIVAL_STATES.join(', ')}` }))),
      ...festivalDateFields,
    })
    .check(
      z.superRefine((body, ctx) => {
        if (!body.date.startsWith(`${body.year}-`)) ctx.addIssue({ code: 'custom', path: ['date'], message: `Date must be in ${body.year}` });
      }),
    ),
);
export type RecordFestivalDateInput = z.input<typeof recordFestivalDateBody>;
/** PUT /api/staff/festival-dates/{year}/{festivalId}/{scope}: a corrected date or source (the domain checks the date is in the path's year). */
export const changeFestivalDateBody = /* @__PURE__ */ onFirstUse(() => z.object(festivalDateFields));
const festivalDateParams = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    year: festivalYear,
    festivalId: idSchema('Festival'),
    scope: z.enum(FESTIVAL_DATE_SCOPES, { error: `Scope must be one of ${FESTIVAL_DATE_SCOPES.join(', ')}` }),
  }),
);
/** The staff console's view of a year: the festivals as served (confirmations applied) and the confirmations themselves. */
export const festivalYearSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    year: z.number(),
    festivals: z.array(festivalSchema),
    confirmations: z.array(festivalConfirmationSchema),
  }),
);
export type FestivalYear = z.infer<typeof festivalYearSchema>;

export const getFestivalCalendarFeed = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/festivals/calendar.ics',
    access: 'read',
    auth: 'public',
    summary: 'Every festival of this year and the next two as an iCalendar feed (text/calendar) to subscribe to; public, festival dates are not private',
  }),
);

export const downloadFestivalCalendar = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/festivals/{festivalId}/calendar',
    access: 'read',
    auth: 'session',
    params: z.object({ festivalId: idSchema('Festival') }),
    summary: 'One festival as an .ics file (an all-day event, text/calendar attachment); navigate or link to it',
  }),
);

export const getTodaysFestival = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/festivals/today',
    access: 'read',
    auth: 'session',
    response: z.object({ festival: z.nullable(festivalSchema), today: z.string() }),
    summary: 'The festival spanning today in India Standard Time, or null; `today` is the IST date used',
  }),
);

export const listUpcomingFestivals = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/festivals/upcoming',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(festivalSchema),
    summary: 'Festivals not yet over in India (today’s first), soonest first',
  }),
);

export const listFestivals = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/festivals',
    access: 'read',
    auth: 'session',
    query: festivalYearQuery,
    response: z.array(festivalSchema),
    summary: 'Every festival of a year (2020–2040), in date order, computed from its rule (or as staff confirmed it)',
  }),
);

export const getFestival = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/festivals/{festivalId}',
    access: 'read',
    auth: 'session',
    params: z.object({ festivalId: idSchema('Festival') }),
    response: festivalSchema,
    summary: 'One festival with every detail',
  }),
);

export const listPopularTemples = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/temples/popular',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(templeSchema),
    summary: 'Well-known temples of Andhra Pradesh and Telangana',
  }),
);

export const getTemple = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/temples/{templeId}',
    access: 'read',
    auth: 'session',
    params: z.object({ templeId: idSchema('Temple') }),
    response: templeSchema,
    summary: 'One temple with every detail',
  }),
);

export const listMyCulturalRequests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/cultural-requests/my',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(culturalRequestSchema),
    summary: 'The caller’s cultural requests, newest first',
  }),
);

export const createCulturalRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cultural-requests',
    access: 'write',
    auth: 'session',
    body: culturalRequestBody,
    response: culturalRequestSchema,
    summary: 'Ask the club for cultural help (pending until staff answer)',
  }),
);

export const getCulturalRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/cultural-requests/{requestId}',
    access: 'read',
    auth: 'session',
    params: requestParams,
    response: culturalRequestSchema,
    summary: 'One of the caller’s cultural requests (another member’s is 404)',
  }),
);

export const rateCulturalRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cultural-requests/{requestId}/rate',
    access: 'write',
    auth: 'session',
    params: requestParams,
    body: rateCulturalRequestBody,
    response: culturalRequestSchema,
    summary: 'Rate a resolved answer 1-5, once (409 when pending or already rated)',
  }),
);

export const answerCulturalRequest = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/cultural-requests/{requestId}/answer',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: requestParams,
    body: answerCulturalRequestBody,
    response: culturalRequestSchema,
    summary: 'Club staff answer a request: it becomes resolved with the response (403 for members)',
  }),
);

export const listFestivalDates = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/staff/festival-dates',
    access: 'read',
    auth: 'session',
    role: 'staff',
    query: z.object({ year: festivalYear }),
    response: festivalYearSchema,
    summary: 'A year’s festivals as served and the published dates staff recorded for it (one Query)',
  }),
);

export const recordFestivalDate = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/staff/festival-dates',
    access: 'write',
    auth: 'session',
    role: 'staff',
    body: recordFestivalDateBody,
    response: festivalConfirmationSchema,
    summary: 'Record a festival’s published date and source for a year (and a state); audited; 409 when already recorded',
  }),
);

export const changeFestivalDate = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/staff/festival-dates/{year}/{festivalId}/{scope}',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: festivalDateParams,
    body: changeFestivalDateBody,
    response: festivalConfirmationSchema,
    summary: 'Correct a recorded date or its source; audited; 404 when none is recorded',
  }),
);

export const removeFestivalDate = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/staff/festival-dates/{year}/{festivalId}/{scope}',
    access: 'write',
    auth: 'session',
    role: 'staff',
    params: festivalDateParams,
    response: z.object({ removed: z.boolean() }),
    summary: 'Remove a recorded date (the computed one applies again); audited',
  }),
);

export const cultureRoutes = {
  getFestivalCalendarFeed,
  downloadFestivalCalendar,
  getTodaysFestival,
  listUpcomingFestivals,
  listFestivals,
  getFestival,
  listPopularTemples,
  getTemple,
  listMyCulturalRequests,
  createCulturalRequest,
  getCulturalRequest,
  rateCulturalRequest,
  answerCulturalRequest,
  listFestivalDates,
  recordFestivalDate,
  changeFestivalDate,
  removeFestivalDate,
} as const;
