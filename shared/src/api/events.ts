import * as z from '../zod.js';
import { personSchema } from './member.js';
import { CHECK_IN_OPENS_BEFORE_MINUTES, RSVP_STATUSES, TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '../events/constants.js';
import { pageQuery } from './pagination.js';
import { idSchema } from './ids.js';
import { defineRoute } from './route.js';
import { eventAnswerFields, eventBody, optionalText } from './event-form.js';
import { onFirstUse } from '../lazy.js';

export const rsvpStatusSchema = /* @__PURE__ */ onFirstUse(() => z.enum(RSVP_STATUSES));

/**
 * An event as the API answers it: its own fields (`eventAnswerFields`, defined
 * once with the form's) and what the server derives. `virtualLink` is present
 * only for the organizer and members holding a confirmed or checked-in RSVP;
 * with `maxAttendees` absent (unlimited) `seatsLeft` is absent too.
 */
export const eventSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    ...eventAnswerFields,
    /** Confirmed plus checked-in RSVPs (never above maxAttendees). */
    currentAttendees: z.number().check(z.int()),
    seatsLeft: z.optional(z.number().check(z.int())),
    waitlistCount: z.number().check(z.int()),
    /** False once the deadline or the start has passed, or the event is inactive. */
    registrationOpen: z.boolean(),
    createdBy: z.string(),
    /** The organizer's name. */
    createdByName: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
    /** The caller's RSVP status for this event, if any (lists and detail). */
    myRsvpStatus: z.optional(rsvpStatusSchema),
  }),
);
export type ClubEvent = z.infer<typeof eventSchema>;

/**
 * An RSVP. `qrCode` only while confirmed or checked in; `waitlistPosition`
 * (1 = next) only while waitlisted. `emergencyContact` only in the answer to
 * the member's own RSVP (it is kept apart, for the organizer on the event day).
 */
export const rsvpSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
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
    /** Whether the member is on the event's "who's going" list (their choice; off unless they opt in). */
    showOnGuestList: z.optional(z.boolean()),
  }),
);
export type Rsvp = z.infer<typeof rsvpSchema>;

/** The event fields a My RSVPs item embeds. */
export const rsvpEventSchema = /* @__PURE__ */ onFirstUse(() =>
  z.pick(eventSchema, {
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
  }),
);
export const myRsvpSchema = /* @__PURE__ */ onFirstUse(() => z.extend(rsvpSchema, { event: rsvpEventSchema }));
export type MyRsvp = z.infer<typeof myRsvpSchema>;

/** The whole event with the caller's RSVP, if any. */
export const eventDetailSchema = /* @__PURE__ */ onFirstUse(() => z.extend(eventSchema, { myRsvp: z.optional(rsvpSchema) }));
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * An RSVP as its event's organizer sees it (View Attendees): with the
 * member's name; their e-mail only when they chose to share it with the
 * organizer (`shareEmail`); their emergency contact only on the event day
 * (the event's own dates in its time zone), else `emergencyContactHidden`
 * says one was given.
 */
export const attendeeSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(rsvpSchema, {
    memberName: z.string(),
    memberEmail: z.optional(z.string()),
    emergencyContactHidden: z.optional(z.boolean()),
    /** Why the organizer checked this guest in outside the check-in window. */
    checkInOverride: z.optional(z.string()),
    /** Who they are as of the RSVP (the person chip); absent on RSVPs made before it was kept. */
    member: z.optional(personSchema),
  }),
);
export type Attendee = z.infer<typeof attendeeSchema>;

/** "Checked in n of m": m counts the confirmed and checked-in RSVPs. */
export const checkInCountSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    checkedIn: z.number().check(z.int()),
    expected: z.number().check(z.int()),
  }),
);
export type CheckInCount = z.infer<typeof checkInCountSchema>;

/** The answer of a successful check-in, with the event's count after it. */
export const checkInResultSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    rsvp: attendeeSchema,
    event: z.pick(eventSchema, { id: true, title: true, startTime: true, timeZone: true }),
    count: checkInCountSchema,
  }),
);
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** The check-in tab's state of an event: the count, and when check-in opens and closes (UTC ISO). */
export const checkInStatusSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(checkInCountSchema, {
    opensAt: z.string(),
    closesAt: z.string(),
    /** Whether check-in is open now (between opensAt and closesAt). */
    open: z.boolean(),
  }),
);
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

/** When check-in opens and closes for an event: a set time before its start, until its end. */
export function checkInWindow(event: { startTime: string; endTime: string }): { opensAt: string; closesAt: string } {
  return {
    opensAt: new Date(Date.parse(event.startTime) - CHECK_IN_OPENS_BEFORE_MINUTES * 60_000).toISOString(),
    closesAt: event.endTime,
  };
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

/** The RSVP dialog; `status` is accepted only as the form's default `pending` and the server decides. */
export const rsvpBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    specialRequests: optionalText(1_000, 'Special requests'),
    dietaryRestrictions: optionalText(500, 'Dietary restrictions'),
    emergencyContact: optionalText(300, 'Emergency contact'),
    /** Let the organizer see my e-mail; left out, the member's directory sharing setting decides. */
    shareEmail: z.optional(z.boolean({ error: 'shareEmail must be true or false' })),
    /** A gated event's applicant says how they meet its approval criteria (ignored for other events). */
    gatingAnswer: optionalText(1_000, 'Your answer'),
    /** Show me on the "who's going" list; off unless the member ticks it. */
    showOnGuestList: z.optional(z.boolean({ error: 'showOnGuestList must be true or false' })),
    status: z.optional(z.enum(['pending'], { error: 'Status is decided by the club; send pending or nothing' })),
  }),
);
export type RsvpParsed = z.infer<typeof rsvpBody>;

/** A ticket code as typed or scanned (normalised by the server). */
export const ticketCodeInput = /* @__PURE__ */ onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Ticket code is required'),
      z.maxLength(64, 'Ticket code must be at most 64 characters'),
      z.regex(/^[A-Za-z0-9_\s-]+$/, 'Ticket code has characters no ticket uses'),
    ),
);

/** A door device's own random id (made once and kept on the device): letters, digits and dashes. */
export const deviceIdSchema = /* @__PURE__ */ onFirstUse(() =>
  z
    .string({ error: 'Device id is required' })
    .check(
      z.minLength(8, 'Device id must be at least 8 characters'),
      z.maxLength(64, 'Device id must be at most 64 characters'),
      z.regex(/^[A-Za-z0-9-]+$/, 'Device id must be letters, digits and dashes'),
    ),
);

/**
 * Check one guest in: by the ticket's code (typed or scanned) or by their
 * RSVP (found by name on the check-in tab). Outside the check-in window the
 * organizer gives a reason, which is kept on the RSVP and in the audit log.
 */
export const checkInBody = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      code: z.optional(ticketCodeInput),
      rsvpId: z.optional(idSchema('RSVP')),
      overrideReason: optionalText(500, 'Reason'),
      /** The door device checking in (its stable random id), kept on the check-in. */
      deviceId: z.optional(deviceIdSchema),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.code === undefined && body.rsvpId === undefined)
          ctx.addIssue({ code: 'custom', path: ['code'], message: 'Give a ticket code or choose a guest' });
        if (body.code !== undefined && body.rsvpId !== undefined)
          ctx.addIssue({ code: 'custom', path: ['rsvpId'], message: 'Give a ticket code or a guest, not both' });
      }),
    ),
);
export type CheckInInput = z.input<typeof checkInBody>;

const eventParams = /* @__PURE__ */ onFirstUse(() => z.object({ eventId: idSchema('Event') }));
const attendeeParams = /* @__PURE__ */ onFirstUse(() => z.extend(eventParams, { rsvpId: idSchema('RSVP') }));

export const listUpcomingEvents = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/upcoming',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(eventSchema),
    summary: 'Active events that have not ended, soonest first',
  }),
);

export const listMyEvents = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/my-events',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(eventSchema),
    summary: 'Events the caller organizes, newest first',
  }),
);

export const listMyRsvps = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/my-rsvps',
    access: 'read',
    auth: 'session',
    query: z.object(pageQuery),
    response: z.array(myRsvpSchema),
    summary: 'The caller’s RSVPs newest first, each with its event',
  }),
);

export const createEvent = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events',
    access: 'write',
    auth: 'session',
    body: eventBody,
    response: eventSchema,
    summary: 'Create an event; the caller is its organizer',
  }),
);

/** Before the `{eventId}` routes: the local router matches in table order (API Gateway prefers static segments anyway). */
export const checkInRsvp = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/checkin/{qrCode}',
    access: 'write',
    auth: 'session',
    params: z.object({ qrCode: idSchema('QR code') }),
    response: checkInResultSchema,
    summary: 'The organizer (or staff) checks a confirmed QR code in, exactly once',
  }),
);

export const getEvent = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/{eventId}',
    access: 'read',
    auth: 'session',
    params: eventParams,
    response: eventDetailSchema,
    summary: 'The whole event with seats left and the caller’s RSVP',
  }),
);

export const updateEvent = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PATCH',
    path: '/api/events/{eventId}',
    access: 'write',
    auth: 'session',
    params: eventParams,
    body: eventBody,
    response: eventSchema,
    summary: 'The organizer edits the event (capacity never below the confirmed count)',
  }),
);

export const deactivateEvent = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/deactivate',
    access: 'write',
    auth: 'session',
    params: eventParams,
    response: eventSchema,
    summary: 'The organizer deactivates the event (registration closes)',
  }),
);

export const rsvpEvent = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/rsvp',
    access: 'write',
    auth: 'session',
    params: eventParams,
    body: rsvpBody,
    response: rsvpSchema,
    summary: 'RSVP: confirmed with a QR code while seats last, then waitlisted; pending for a gated event',
  }),
);

export const cancelRsvp = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/rsvp/cancel',
    access: 'write',
    auth: 'session',
    params: eventParams,
    response: rsvpSchema,
    summary: 'The caller cancels their RSVP; a freed seat goes to the head of the waitlist',
  }),
);

export const listEventAttendees = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/{eventId}/attendees',
    access: 'read',
    auth: 'session',
    params: eventParams,
    query: z.object({ status: z.optional(rsvpStatusSchema), ...pageQuery }),
    response: z.array(attendeeSchema),
    summary: 'The organizer’s view of the RSVPs, optionally of one status',
  }),
);

export const getCheckInStatus = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/{eventId}/check-ins',
    access: 'read',
    auth: 'session',
    params: eventParams,
    response: checkInStatusSchema,
    summary: 'The organizer’s check-in count (checked in of expected) and window',
  }),
);

export const checkInAttendee = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/check-ins',
    access: 'write',
    auth: 'session',
    params: eventParams,
    body: checkInBody,
    response: checkInResultSchema,
    summary: 'The organizer checks a guest of this event in by ticket code or RSVP, exactly once, within the window or with a reason',
  }),
);

export const approveRsvp = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/attendees/{rsvpId}/approve',
    access: 'write',
    auth: 'session',
    params: attendeeParams,
    response: attendeeSchema,
    summary: 'The organizer approves a pending RSVP: confirmed if a seat is free, else waitlisted',
  }),
);

export const declineRsvp = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/attendees/{rsvpId}/decline',
    access: 'write',
    auth: 'session',
    params: attendeeParams,
    body: z.object({ reason: optionalText(500, 'Reason') }),
    response: attendeeSchema,
    summary: 'The organizer declines a pending RSVP with a reason',
  }),
);

export const downloadEventCalendar = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/{eventId}/calendar',
    access: 'read',
    auth: 'session',
    params: eventParams,
    summary: 'The event as an .ics file (text/calendar attachment); navigate or link to it',
  }),
);

/**
 * "Who's going": the seated guests who chose to be listed (as people lists show
 * them, never contact details), and how many are going in all.
 */
export const guestListSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    guests: z.array(personSchema),
    /** Confirmed and checked-in guests, listed or not. */
    going: z.number().check(z.int()),
  }),
);
export type GuestList = z.infer<typeof guestListSchema>;

export const guestListChoiceSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({ showOnGuestList: z.boolean({ error: 'showOnGuestList must be true or false' }) }),
);

/** The organizer's word to the event's confirmed guests: a bell item and a mail each, once. */
export const announcementBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    subject: z
      .string({ error: 'Subject is required' })
      .check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(150, 'Subject must be at most 150 characters')),
    message: z
      .string({ error: 'Message is required' })
      .check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(3_000, 'Message must be at most 3000 characters')),
  }),
);
export type AnnouncementInput = z.input<typeof announcementBody>;

export const announcementSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    eventId: z.string(),
    subject: z.string(),
    message: z.string(),
    sentAt: z.string(),
  }),
);
export type Announcement = z.infer<typeof announcementSchema>;

export const listEventGuests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/{eventId}/guests',
    access: 'read',
    auth: 'session',
    params: eventParams,
    response: guestListSchema,
    summary: 'Who’s going: the seated guests who chose to be listed, and how many are going in all',
  }),
);

export const setGuestListChoice = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/events/{eventId}/rsvp/guest-list',
    access: 'write',
    auth: 'session',
    params: eventParams,
    body: guestListChoiceSchema,
    response: guestListChoiceSchema,
    summary: 'The caller shows or hides themself on the event’s who’s-going list',
  }),
);

export const announceToGuests = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/announcements',
    access: 'write',
    auth: 'session',
    params: eventParams,
    body: announcementBody,
    response: announcementSchema,
    summary: 'The organizer writes to the confirmed guests: a bell item and a mail each, once (the same words twice are refused)',
  }),
);

export const listAnnouncements = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/{eventId}/announcements',
    access: 'read',
    auth: 'session',
    params: eventParams,
    response: z.array(announcementSchema),
    summary: 'The organizer’s announcements, newest first: to the organizer and the confirmed guests',
  }),
);

export const eventRoutes = {
  listUpcomingEvents,
  listMyEvents,
  listMyRsvps,
  createEvent,
  checkInRsvp,
  getEvent,
  updateEvent,
  deactivateEvent,
  rsvpEvent,
  cancelRsvp,
  listEventAttendees,
  getCheckInStatus,
  checkInAttendee,
  approveRsvp,
  declineRsvp,
  downloadEventCalendar,
  listEventGuests,
  setGuestListChoice,
  announceToGuests,
  listAnnouncements,
} as const;
