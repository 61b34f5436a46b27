import * as z from '../zod.js';
import { formatNumber } from '../format/numbers.js';
import { isTimeZone } from '../format/dates.js';
import { DEFAULT_EVENT_TIME_ZONE, EVENT_LIMITS, EVENT_TYPES } from '../events/constants.js';
import { webLink } from './links.js';
import { countInput } from './numbers.js';
import { dateTimeInput } from './dates.js';
import { lineText, singleLine } from './text.js';

/*
 * The event form: what Create and Manage Event send, and the
 * shape the stored event's form attributes must match (its entity checks the
 * keys at compile time). Apart from the events route group, which answers with
 * these pieces.
 */

/** The most agenda items, speakers or sponsors an event lists (the form offers no more rows). */
export const EVENT_ROWS_MAX = 50;

export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(', ')}` });

export const agendaItemSchema = z.object({
  /** Free text shown before the title ("6:30 PM", "Day 1, 10:00"). */
  time: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  title: z.string().check(z.trim(), z.minLength(1, 'Agenda item title is required'), z.maxLength(200), singleLine('Agenda item title')),
  description: z.optional(z.string().check(z.trim(), z.maxLength(1_000))),
});
export const speakerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Speaker name is required'), z.maxLength(120), singleLine('Speaker name')),
  title: z.optional(lineText('Speaker title', 120)),
  company: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  bio: z.optional(z.string().check(z.trim(), z.maxLength(1_000))),
});
/** A sponsor as the event form sends it: the website through the one link schema. */
export const sponsorInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Sponsor name is required'), z.maxLength(120), singleLine('Sponsor name')),
  tier: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  website: z.optional(webLink('Sponsor website')),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;
export type Speaker = z.infer<typeof speakerSchema>;

/** A form's empty input ('' or spaces) counts as not given. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));
const optionalLine = (max: number, field: string) => z.preprocess(blankAsUnset, z.optional(lineText(field, max)));

/** The fields of the event form; cross-field rules in `eventRuleIssues`. */
const eventFields = {
  title: z.string({ error: 'Title is required' }).check(
    z.trim(),
    z.minLength(1, 'Title is required'),
    z.maxLength(200, 'Title must be at most 200 characters'),
    singleLine('Title'),
  ),
  description: optionalText(5_000, 'Description'),
  type: z._default(eventTypeSchema, 'networking'),
  startTime: dateTimeInput('Start time'),
  endTime: dateTimeInput('End time'),
  timeZone: z.preprocess(
    blankAsUnset,
    z._default(
      z.string().check(z.maxLength(64), z.refine(isTimeZone, 'Time zone must be an IANA zone such as Asia/Kolkata')),
      DEFAULT_EVENT_TIME_ZONE,
    ),
  ),
  venue: optionalLine(200, 'Venue'),
  address: optionalText(300, 'Address'),
  city: optionalLine(100, 'City'),
  country: optionalLine(100, 'Country'),
  isVirtual: z._default(z.boolean({ error: 'isVirtual must be true or false' }), false),
  virtualLink: z.preprocess(blankAsUnset, z.optional(webLink('Virtual link'))),
  maxAttendees: z.preprocess(
    (value) => (value === null ? undefined : blankAsUnset(value)),
    z.optional(z.pipe(
      countInput({ type: 'Max attendees must be a number', whole: 'Max attendees must be a whole number' }),
      z.number().check(
        z.gte(1, 'Max attendees must be at least 1 (leave it empty for no limit)'),
        // Lazy: formatting the number at import would load ICU's locale data on every cold start.
        z.lte(EVENT_LIMITS.maxAttendees, { error: () => `Max attendees must be at most ${formatNumber(EVENT_LIMITS.maxAttendees)}` }),
      ),
    )),
  ),
  isGated: z._default(z.boolean({ error: 'isGated must be true or false' }), false),
  gatingCriteria: optionalText(2_000, 'Approval criteria'),
  bannerImage: z.preprocess(blankAsUnset, z.optional(webLink('Banner image'))),
  agenda: z._default(z.array(agendaItemSchema).check(z.maxLength(EVENT_ROWS_MAX, `At most ${EVENT_ROWS_MAX} agenda items`)), []),
  organizers: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(20, 'At most 20 organizers')),
    [],
  ),
  speakers: z._default(z.array(speakerSchema).check(z.maxLength(EVENT_ROWS_MAX, `At most ${EVENT_ROWS_MAX} speakers`)), []),
  sponsors: z._default(z.array(sponsorInputSchema).check(z.maxLength(EVENT_ROWS_MAX, `At most ${EVENT_ROWS_MAX} sponsors`)), []),
  tags: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20, 'At most 20 tags')), []),
  registrationDeadline: z.preprocess(blankAsUnset, z.optional(dateTimeInput('Registration deadline'))),
  isActive: z._default(z.boolean({ error: 'isActive must be true or false' }), true),
};

export interface EventRuleInput {
  startTime: string;
  endTime: string;
  isVirtual: boolean;
  virtualLink?: string | undefined;
  venue?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  isGated: boolean;
  gatingCriteria?: string | undefined;
  registrationDeadline?: string | undefined;
}

/** The event form's cross-field rules, each naming its field. */
export function eventRuleIssues(event: EventRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (Date.parse(event.endTime) <= Date.parse(event.startTime)) issues.push({ path: 'endTime', message: 'End time must be after the start time' });
  if (event.isVirtual) {
    if (!event.virtualLink) issues.push({ path: 'virtualLink', message: 'A virtual event needs a virtual link' });
    for (const [field, label] of [['venue', 'Venue'], ['address', 'Address'], ['city', 'City'], ['country', 'Country']] as const) {
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
export const eventBody = z.object(eventFields).check(z.superRefine((event, ctx) => {
  for (const issue of eventRuleIssues(event)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}));
export type EventInput = z.input<typeof eventBody>;
export type EventParsed = z.infer<typeof eventBody>;
