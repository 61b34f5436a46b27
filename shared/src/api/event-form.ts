import * as z from '../zod.js';
import { formatNumber } from '../format/numbers.js';
import { isTimeZone } from '../format/dates.js';
import { DEFAULT_EVENT_TIME_ZONE, EVENT_LIMITS, EVENT_TYPES } from '../events/constants.js';
import { webLink } from './links.js';
import { countInput } from './numbers.js';
import { dateTimeInput } from './dates.js';
import { lineText, singleLine } from './text.js';
import { fieldDef, sideOf, type FieldsAnswer, type FieldsInput } from './field-defs.js';
import type { Checked, Same } from '../types.js';
import { onFirstUse } from '../lazy.js';

/*
 * An event's own fields, defined once (`eventFieldDefs`): what Create and
 * Manage Event send, what the API answers for them, and the type the stored
 * entity and the web form are checked against at compile time. Apart from the
 * events route group, which answers with these pieces.
 */

/** The most agenda items, speakers or sponsors an event lists (the form offers no more rows). */
export const EVENT_ROWS_MAX = 50;

export const eventTypeSchema = /* @__PURE__ */ onFirstUse(() => z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(', ')}` }));

export const agendaItemSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** Free text shown before the title ("6:30 PM", "Day 1, 10:00"). */
    time: z.optional(z.string().check(z.trim(), z.maxLength(50))),
    title: z.string().check(z.trim(), z.minLength(1, 'Agenda item title is required'), z.maxLength(200), singleLine('Agenda item title')),
    description: z.optional(z.string().check(z.trim(), z.maxLength(1_000))),
  }),
);
export const speakerSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Speaker name is required'), z.maxLength(120), singleLine('Speaker name')),
    title: z.optional(lineText('Speaker title', 120)),
    company: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    bio: z.optional(z.string().check(z.trim(), z.maxLength(1_000))),
  }),
);
/** A sponsor as the event form sends it: the website through the one link schema. */
export const sponsorInputSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Sponsor name is required'), z.maxLength(120), singleLine('Sponsor name')),
    tier: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    website: z.optional(webLink('Sponsor website')),
  }),
);
/** A sponsor as the API answers it: a website stored before links were checked still reads (the web shows it as text). */
export const sponsorSchema = /* @__PURE__ */ onFirstUse(() => z.extend(sponsorInputSchema, { website: z.optional(z.string()) }));
export type AgendaItem = z.infer<typeof agendaItemSchema>;
export type Speaker = z.infer<typeof speakerSchema>;

/** A form's empty input ('' or spaces) counts as not given. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));
const optionalLine = (max: number, field: string) => z.preprocess(blankAsUnset, z.optional(lineText(field, max)));

/**
 * An event's own fields, defined once: the request body (`eventBody`), the
 * response (`eventSchema` adds what the server derives), the stored entity's
 * form attributes and the web form's values all follow from this list.
 * Cross-field rules in `eventRuleIssues`.
 */
const eventFieldDefs = /* @__PURE__ */ onFirstUse(() => ({
  title: fieldDef(
    () =>
      z
        .string({ error: 'Title is required' })
        .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200, 'Title must be at most 200 characters'), singleLine('Title')),
    () => z.string(),
  ),
  description: fieldDef(
    () => optionalText(5_000, 'Description'),
    () => z.optional(z.string()),
  ),
  type: fieldDef(
    () => z._default(eventTypeSchema, 'networking'),
    () => eventTypeSchema,
  ),
  /** UTC ISO strings. */
  startTime: fieldDef(
    () => dateTimeInput('Start time'),
    () => z.string(),
  ),
  endTime: fieldDef(
    () => dateTimeInput('End time'),
    () => z.string(),
  ),
  /** The venue's IANA zone (what the calendar file and the screens display). */
  timeZone: fieldDef(
    () =>
      z.preprocess(
        blankAsUnset,
        z._default(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'Time zone must be an IANA zone such as Asia/Kolkata')), DEFAULT_EVENT_TIME_ZONE),
      ),
    () => z.string(),
  ),
  venue: fieldDef(
    () => optionalLine(200, 'Venue'),
    () => z.optional(z.string()),
  ),
  address: fieldDef(
    () => optionalText(300, 'Address'),
    () => z.optional(z.string()),
  ),
  city: fieldDef(
    () => optionalLine(100, 'City'),
    () => z.optional(z.string()),
  ),
  country: fieldDef(
    () => optionalLine(100, 'Country'),
    () => z.optional(z.string()),
  ),
  /** What guests are asked to wear ("Business formal"), one short line. */
  dressCode: fieldDef(
    () => optionalLine(60, 'Dress code'),
    () => z.optional(z.string()),
  ),
  isVirtual: fieldDef(
    () => z._default(z.boolean({ error: 'isVirtual must be true or false' }), false),
    () => z.boolean(),
  ),
  /** Answered only to the organizer and members holding a confirmed or checked-in RSVP. */
  virtualLink: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(webLink('Virtual link'))),
    () => z.optional(z.string()),
  ),
  /** Absent = unlimited (∞). */
  maxAttendees: fieldDef(
    () =>
      z.preprocess(
        (value) => (value === null ? undefined : blankAsUnset(value)),
        z.optional(
          z.pipe(
            countInput({ type: 'Max attendees must be a number', whole: 'Max attendees must be a whole number' }),
            z.number().check(
              z.gte(1, 'Max attendees must be at least 1 (leave it empty for no limit)'),
              // Lazy: formatting the number at import would load ICU's locale data on every cold start.
              z.lte(EVENT_LIMITS.maxAttendees, { error: () => `Max attendees must be at most ${formatNumber(EVENT_LIMITS.maxAttendees)}` }),
            ),
          ),
        ),
      ),
    () => z.optional(z.number().check(z.int())),
  ),
  isGated: fieldDef(
    () => z._default(z.boolean({ error: 'isGated must be true or false' }), false),
    () => z.boolean(),
  ),
  gatingCriteria: fieldDef(
    () => optionalText(2_000, 'Approval criteria'),
    () => z.optional(z.string()),
  ),
  bannerImage: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(webLink('Banner image'))),
    () => z.optional(z.string()),
  ),
  agenda: fieldDef(
    () => z._default(z.array(agendaItemSchema).check(z.maxLength(EVENT_ROWS_MAX, `At most ${EVENT_ROWS_MAX} agenda items`)), []),
    () => z.array(agendaItemSchema),
  ),
  organizers: fieldDef(
    () => z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(20, 'At most 20 organizers')), []),
    () => z.array(z.string()),
  ),
  speakers: fieldDef(
    () => z._default(z.array(speakerSchema).check(z.maxLength(EVENT_ROWS_MAX, `At most ${EVENT_ROWS_MAX} speakers`)), []),
    () => z.array(speakerSchema),
  ),
  sponsors: fieldDef(
    () => z._default(z.array(sponsorInputSchema).check(z.maxLength(EVENT_ROWS_MAX, `At most ${EVENT_ROWS_MAX} sponsors`)), []),
    // A website stored before links were checked still reads (the web shows it as text).
    () => z.array(sponsorSchema),
  ),
  tags: fieldDef(
    () => z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20, 'At most 20 tags')), []),
    () => z.array(z.string()),
  ),
  registrationDeadline: fieldDef(
    () => z.preprocess(blankAsUnset, z.optional(dateTimeInput('Registration deadline'))),
    () => z.optional(z.string()),
  ),
  isActive: fieldDef(
    () => z._default(z.boolean({ error: 'isActive must be true or false' }), true),
    () => z.boolean(),
  ),
}));

/** The event's fields as the form sends them, without the cross-field rules. */
const eventFields = /* @__PURE__ */ onFirstUse(() => z.object(sideOf(eventFieldDefs, 'input')));
/** The event's fields as the API answers them (the response adds what the server derives: `eventSchema`). */
export const eventAnswerFields = /* @__PURE__ */ onFirstUse(() => sideOf(eventFieldDefs, 'answer'));

/** An event's own fields after parsing (defaults applied): what is stored and answered. */
export type EventParsed = Checked<FieldsInput<typeof eventFieldDefs>, Same<FieldsInput<typeof eventFieldDefs>, FieldsAnswer<typeof eventFieldDefs>>>;

/** What the cross-field rules read. */
export type EventRuleInput = Pick<
  EventParsed,
  'startTime' | 'endTime' | 'isVirtual' | 'virtualLink' | 'venue' | 'address' | 'city' | 'country' | 'isGated' | 'gatingCriteria' | 'registrationDeadline'
>;

/** The event form's cross-field rules, each naming its field. */
export function eventRuleIssues(event: EventRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (Date.parse(event.endTime) <= Date.parse(event.startTime)) issues.push({ path: 'endTime', message: 'End time must be after the start time' });
  if (event.isVirtual) {
    if (!event.virtualLink) issues.push({ path: 'virtualLink', message: 'A virtual event needs a virtual link' });
    for (const [field, label] of [
      ['venue', 'Venue'],
      ['address', 'Address'],
      ['city', 'City'],
      ['country', 'Country'],
    ] as const) {
      if (event[field]) issues.push({ path: field, message: `${label} is only for in-person events` });
    }
  } else if (event.virtualLink) {
    issues.push({ path: 'virtualLink', message: 'A virtual link is only for virtual events' });
  }
  if (event.isGated && !event.gatingCriteria) issues.push({ path: 'gatingCriteria', message: 'Approval criteria are required for a gated event' });
  if (!event.isGated && event.gatingCriteria) issues.push({ path: 'gatingCriteria', message: 'Approval criteria are only for gated events' });
  if (event.registrationDeadline && Date.parse(event.registrationDeadline) >= Date.parse(event.startTime)) {
    issues.push({ path: 'registrationDeadline', message: 'Registration deadline must be before the start time' });
  }
  return issues;
}

/** Create and Manage Event send the whole form (fields left out are unset). */
export const eventBody = /* @__PURE__ */ onFirstUse(() =>
  eventFields.check(
    z.superRefine((event, ctx) => {
      for (const issue of eventRuleIssues(event)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }),
  ),
);
export type EventInput = z.input<typeof eventBody>;
