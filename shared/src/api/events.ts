import * as z from '../zod.js';
import { formatNumber } from '../format/numbers.js';
import { isTimeZone } from '../format/dates.js';
import { webLink } from './links.js';
import { personSchema } from './member.js';
import {
  CHECK_IN_OPENS_BEFORE_MINUTES,
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_LIMITS,
  EVENT_TYPES,
  RSVP_STATUSES,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
} from '../constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { countInput } from './numbers.js';
import { defineRoute } from './route.js';

export const eventTypeSchema = z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(', ')}` });
export const rsvpStatusSchema = z.enum(RSVP_STATUSES);

export const agendaItemSchema = z.object({
  /** Free text shown before the title ("6:30 PM", "Day 1, 10:00"). */
  time: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  title: z.string().check(z.trim(), z.minLength(1, 'Agenda item title is required'), z.maxLength(200)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(1_000))),
});
export const speakerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Speaker name is required'), z.maxLength(120)),
  title: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  company: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  bio: z.optional(z.string().check(z.trim(), z.maxLength(1_000))),
});
/** A sponsor as the event form sends it: the website through the one link schema. */
export const sponsorInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Sponsor name is required'), z.maxLength(120)),
  tier: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  website: z.optional(webLink('Sponsor website')),
});
/** A sponsor as the API answers it: a website stored before links were checked still reads (the web shows it as text). */
export const sponsorSchema = z.extend(sponsorInputSchema, { website: z.optional(z.string()) });
export type AgendaItem = z.infer<typeof agendaItemSchema>;
export type Speaker = z.infer<typeof speakerSchema>;

/**
 * An event as the API answers it. Times are UTC ISO strings; `timeZone` is the
 * venue's IANA zone (what the calendar file and the screens display).
 * `virtualLink` is present only for the organizer and members holding a
 * confirmed or checked-in RSVP. `maxAttendees` absent = unlimited (∞), and then
 * `seatsLeft` is absent too.
 */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  type: eventTypeSchema,
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  venue: z.optional(z.string()),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  isVirtual: z.boolean(),
  virtualLink: z.optional(z.string()),
  maxAttendees: z.optional(z.number().check(z.int())),
  /** Confirmed plus checked-in RSVPs (never above maxAttendees). */
  currentAttendees: z.number().check(z.int()),
  seatsLeft: z.optional(z.number().check(z.int())),
  waitlistCount: z.number().check(z.int()),
  isGated: z.boolean(),
  gatingCriteria: z.optional(z.string()),
  bannerImage: z.optional(z.string()),
  agenda: z.array(agendaItemSchema),
  organizers: z.array(z.string()),
  speakers: z.array(speakerSchema),
  sponsors: z.array(sponsorSchema),
  tags: z.array(z.string()),
  registrationDeadline: z.optional(z.string()),
  isActive: z.boolean(),
  /** False once the deadline or the start has passed, or the event is inactive. */
  registrationOpen: z.boolean(),
  createdBy: z.string(),
  /** The organizer's name. */
  createdByName: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
  /** The caller's RSVP status for this event, if any (lists and detail). */
  myRsvpStatus: z.optional(rsvpStatusSchema),
});
export type ClubEvent = z.infer<typeof eventSchema>;

/**
 * An RSVP. `qrCode` only while confirmed or checked in; `waitlistPosition`
 * (1 = next) only while waitlisted. `emergencyContact` only in the answer to
 * the member's own RSVP (it is kept apart, for the organizer on the event day).
 */
export const rsvpSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  memberId: z.string(),
  status: rsvpStatusSchema,
  qrCode: z.optional(z.string()),
  specialRequests: z.optional(z.string()),
  dietaryRestrictions: z.optional(z.string()),
  emergencyContact: z.optional(z.string()),
  /** Whether the member lets the organizer see their e-mail (chosen at RSVP). */
  shareEmail: z.optional(z.boolean()),
  waitlistPosition: z.optional(z.number().check(z.int())),
  checkedInAt: z.optional(z.string()),
  checkedInBy: z.optional(z.string()),
  approvedBy: z.optional(z.string()),
  approvedAt: z.optional(z.string()),
  rejectionReason: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
  /** The member's answer to a gated event's approval criteria. */
  gatingAnswer: z.optional(z.string()),
});
export type Rsvp = z.infer<typeof rsvpSchema>;

/** The event fields a My RSVPs item embeds (spec 2 §3.8). */
export const rsvpEventSchema = z.pick(eventSchema, {
  id: true,
  title: true,
  type: true,
  startTime: true,
  endTime: true,
  timeZone: true,
  isVirtual: true,
  venue: true,
  city: true,
  virtualLink: true,
  isGated: true,
  isActive: true,
});
export const myRsvpSchema = z.extend(rsvpSchema, { event: rsvpEventSchema });
export type MyRsvp = z.infer<typeof myRsvpSchema>;

/** The whole event with the caller's RSVP, if any. */
export const eventDetailSchema = z.extend(eventSchema, { myRsvp: z.optional(rsvpSchema) });
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * An RSVP as its event's organizer sees it (View Attendees): with the
 * member's name; their e-mail only when they chose to share it with the
 * organizer (`shareEmail`); their emergency contact only on the event day
 * (the event's own dates in its time zone), else `emergencyContactHidden`
 * says one was given.
 */
export const attendeeSchema = z.extend(rsvpSchema, {
  memberName: z.string(),
  memberEmail: z.optional(z.string()),
  emergencyContactHidden: z.optional(z.boolean()),
  /** Why the organizer checked this guest in outside the check-in window. */
  checkInOverride: z.optional(z.string()),
  /** Who they are as of the RSVP (the person chip); absent on RSVPs made before it was kept. */
  member: z.optional(personSchema),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** "Checked in n of m": m counts the confirmed and checked-in RSVPs. */
export const checkInCountSchema = z.object({
  checkedIn: z.number().check(z.int()),
  expected: z.number().check(z.int()),
});
export type CheckInCount = z.infer<typeof checkInCountSchema>;

/** The answer of a successful check-in, with the event's count after it. */
export const checkInResultSchema = z.object({
  rsvp: attendeeSchema,
  event: z.pick(eventSchema, { id: true, title: true, startTime: true, timeZone: true }),
  count: checkInCountSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** The check-in tab's state of an event: the count, and when check-in opens and closes (UTC ISO). */
export const checkInStatusSchema = z.extend(checkInCountSchema, {
  opensAt: z.string(),
  closesAt: z.string(),
  /** Whether check-in is open now (between opensAt and closesAt). */
  open: z.boolean(),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

/** When check-in opens and closes for an event: a set time before its start, until its end. */
export function checkInWindow(event: { startTime: string; endTime: string }): { opensAt: string; closesAt: string } {
  return {
    opensAt: new Date(Date.parse(event.startTime) - CHECK_IN_OPENS_BEFORE_MINUTES * 60_000).toISOString(),
    closesAt: event.endTime,
  };
}

/**
 * Why registration for an event is closed at `now`, or undefined while it is
 * open: no longer active, already started, or past its registration deadline.
 * The API words the reason; the nudge job only asks whether it is open.
 */
export function registrationClosure(
  event: { isActive: boolean; startTime: string; registrationDeadline?: string | undefined },
  now = Date.now(),
): 'inactive' | 'started' | 'deadline' | undefined {
  if (!event.isActive) return 'inactive';
  if (Date.parse(event.startTime) <= now) return 'started';
  if (event.registrationDeadline && Date.parse(event.registrationDeadline) <= now) return 'deadline';
  return undefined;
}

const ticketCodePattern = new RegExp(`^[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`);

/**
 * A ticket code as typed or scanned, made comparable: a short code is read
 * without spaces or dashes and in capitals ("ac3f-9kxm" → "AC3F9KXM"); any
 * other text (a long code of a ticket issued before short codes) is kept as
 * given, trimmed, since its case matters.
 */
export function normalizeTicketCode(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  return ticketCodePattern.test(compact) ? compact : raw.trim();
}

/** Whether a code is a short ticket code (the ticket shows it large, for reading out). */
export const isShortTicketCode = (code: string): boolean => ticketCodePattern.test(code);

/** A short code as printed on the ticket: two groups of four ("AC3F 9KXM"). */
export const spacedTicketCode = (code: string): string => (isShortTicketCode(code) ? `${code.slice(0, 4)} ${code.slice(4)}` : code);

/** A form's empty input ('' or spaces) counts as not given. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number, field: string) =>
  z.preprocess(blankAsUnset, z.optional(z.string().check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`))));
const dateTime = (field: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: `${field} is required` }).check(z.trim(), z.minLength(1, `${field} is required`)),
      z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time with a time zone offset` }),
    ),
    z.transform((value) => new Date(value).toISOString()),
  );


/** The fields of the event form (spec 2 §5); cross-field rules in `eventRuleIssues`. */
const eventFields = {
  title: z.string({ error: 'Title is required' }).check(
    z.trim(),
    z.minLength(1, 'Title is required'),
    z.maxLength(200, 'Title must be at most 200 characters'),
  ),
  description: optionalText(5_000, 'Description'),
  type: z._default(eventTypeSchema, 'networking'),
  startTime: dateTime('Start time'),
  endTime: dateTime('End time'),
  timeZone: z.preprocess(
    blankAsUnset,
    z._default(
      z.string().check(z.maxLength(64), z.refine(isTimeZone, 'Time zone must be an IANA zone such as Asia/Kolkata')),
      DEFAULT_EVENT_TIME_ZONE,
    ),
  ),
  venue: optionalText(200, 'Venue'),
  address: optionalText(300, 'Address'),
  city: optionalText(100, 'City'),
  country: optionalText(100, 'Country'),
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
  agenda: z._default(z.array(agendaItemSchema).check(z.maxLength(50, 'At most 50 agenda items')), []),
  organizers: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(20, 'At most 20 organizers')),
    [],
  ),
  speakers: z._default(z.array(speakerSchema).check(z.maxLength(50, 'At most 50 speakers')), []),
  sponsors: z._default(z.array(sponsorInputSchema).check(z.maxLength(50, 'At most 50 sponsors')), []),
  tags: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20, 'At most 20 tags')), []),
  registrationDeadline: z.preprocess(blankAsUnset, z.optional(dateTime('Registration deadline'))),
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

/** Spec 2 §5: the event form's cross-field rules, each naming its field. */
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

/** The RSVP dialog (spec 2 §7); `status` is accepted only as the form's default `pending` and the server decides. */
export const rsvpBody = z.object({
  specialRequests: optionalText(1_000, 'Special requests'),
  dietaryRestrictions: optionalText(500, 'Dietary restrictions'),
  emergencyContact: optionalText(300, 'Emergency contact'),
  /** Let the organizer see my e-mail; left out, the member's directory sharing setting decides. */
  shareEmail: z.optional(z.boolean({ error: 'shareEmail must be true or false' })),
  /** A gated event's applicant says how they meet its approval criteria (ignored for other events). */
  gatingAnswer: optionalText(1_000, 'Your answer'),
  status: z.optional(z.enum(['pending'], { error: 'Status is decided by the club; send pending or nothing' })),
});
export type RsvpParsed = z.infer<typeof rsvpBody>;

/**
 * Check one guest in: by the ticket's code (typed or scanned) or by their
 * RSVP (found by name on the check-in tab). Outside the check-in window the
 * organizer gives a reason, which is kept on the RSVP and in the audit log.
 */
export const checkInBody = z
  .object({
    code: z.optional(z.string().check(
      z.trim(),
      z.minLength(1, 'Ticket code is required'),
      z.maxLength(64, 'Ticket code must be at most 64 characters'),
      z.regex(/^[A-Za-z0-9_\s-]+$/, 'Ticket code has characters no ticket uses'),
    )),
    rsvpId: z.optional(idSchema('RSVP')),
    overrideReason: optionalText(500, 'Reason'),
  })
  .check(z.superRefine((body, ctx) => {
    if (body.code === undefined && body.rsvpId === undefined) ctx.addIssue({ code: 'custom', path: ['code'], message: 'Give a ticket code or choose a guest' });
    if (body.code !== undefined && body.rsvpId !== undefined) ctx.addIssue({ code: 'custom', path: ['rsvpId'], message: 'Give a ticket code or a guest, not both' });
  }));
export type CheckInInput = z.input<typeof checkInBody>;

const eventParams = z.object({ eventId: idSchema('Event') });
const attendeeParams = z.extend(eventParams, { rsvpId: idSchema('RSVP') });

export const eventRoutes = {
  listUpcomingEvents: defineRoute({
    method: 'GET', path: '/api/events/upcoming', access: 'read', auth: 'session',
    query: z.object(pageQuery), response: z.array(eventSchema),
    summary: 'Active events that have not ended, soonest first',
  }),
  listMyEvents: defineRoute({
    method: 'GET', path: '/api/events/my-events', access: 'read', auth: 'session',
    query: z.object(pageQuery), response: z.array(eventSchema),
    summary: 'Events the caller organizes, newest first',
  }),
  listMyRsvps: defineRoute({
    method: 'GET', path: '/api/events/my-rsvps', access: 'read', auth: 'session',
    query: z.object(pageQuery), response: z.array(myRsvpSchema),
    summary: 'The caller’s RSVPs newest first, each with its event',
  }),
  createEvent: defineRoute({
    method: 'POST', path: '/api/events', access: 'write', auth: 'session',
    body: eventBody, response: eventSchema,
    summary: 'Create an event; the caller is its organizer',
  }),
  /** Before the `{eventId}` routes: the local router matches in table order (API Gateway prefers static segments anyway). */
  checkInRsvp: defineRoute({
    method: 'POST', path: '/api/events/checkin/{qrCode}', access: 'write', auth: 'session',
    params: z.object({ qrCode: idSchema('QR code') }), response: checkInResultSchema,
    summary: 'The organizer (or staff) checks a confirmed QR code in, exactly once',
  }),
  getEvent: defineRoute({
    method: 'GET', path: '/api/events/{eventId}', access: 'read', auth: 'session',
    params: eventParams, response: eventDetailSchema,
    summary: 'The whole event with seats left and the caller’s RSVP',
  }),
  updateEvent: defineRoute({
    method: 'PATCH', path: '/api/events/{eventId}', access: 'write', auth: 'session',
    params: eventParams, body: eventBody, response: eventSchema,
    summary: 'The organizer edits the event (capacity never below the confirmed count)',
  }),
  deactivateEvent: defineRoute({
    method: 'POST', path: '/api/events/{eventId}/deactivate', access: 'write', auth: 'session',
    params: eventParams, response: eventSchema,
    summary: 'The organizer deactivates the event (registration closes)',
  }),
  rsvpEvent: defineRoute({
    method: 'POST', path: '/api/events/{eventId}/rsvp', access: 'write', auth: 'session',
    params: eventParams, body: rsvpBody, response: rsvpSchema,
    summary: 'RSVP: confirmed with a QR code while seats last, then waitlisted; pending for a gated event',
  }),
  cancelRsvp: defineRoute({
    method: 'POST', path: '/api/events/{eventId}/rsvp/cancel', access: 'write', auth: 'session',
    params: eventParams, response: rsvpSchema,
    summary: 'The caller cancels their RSVP; a freed seat goes to the head of the waitlist',
  }),
  listEventAttendees: defineRoute({
    method: 'GET', path: '/api/events/{eventId}/attendees', access: 'read', auth: 'session',
    params: eventParams, query: z.object({ status: z.optional(rsvpStatusSchema), ...pageQuery }),
    response: z.array(attendeeSchema),
    summary: 'The organizer’s view of the RSVPs, optionally of one status',
  }),
  getCheckInStatus: defineRoute({
    method: 'GET', path: '/api/events/{eventId}/check-ins', access: 'read', auth: 'session',
    params: eventParams, response: checkInStatusSchema,
    summary: 'The organizer’s check-in count (checked in of expected) and window',
  }),
  checkInAttendee: defineRoute({
    method: 'POST', path: '/api/events/{eventId}/check-ins', access: 'write', auth: 'session',
    params: eventParams, body: checkInBody, response: checkInResultSchema,
    summary: 'The organizer checks a guest of this event in by ticket code or RSVP, exactly once, within the window or with a reason',
  }),
  approveRsvp: defineRoute({
    method: 'POST', path: '/api/events/{eventId}/attendees/{rsvpId}/approve', access: 'write', auth: 'session',
    params: attendeeParams, response: attendeeSchema,
    summary: 'The organizer approves a pending RSVP: confirmed if a seat is free, else waitlisted',
  }),
  declineRsvp: defineRoute({
    method: 'POST', path: '/api/events/{eventId}/attendees/{rsvpId}/decline', access: 'write', auth: 'session',
    params: attendeeParams,
    body: z.object({ reason: optionalText(500, 'Reason') }),
    response: attendeeSchema,
    summary: 'The organizer declines a pending RSVP with a reason',
  }),
  downloadEventCalendar: defineRoute({
    method: 'GET', path: '/api/events/{eventId}/calendar', access: 'read', auth: 'session',
    params: eventParams,
    summary: 'The event as an .ics file (text/calendar attachment); navigate or link to it',
  }),
} as const;
