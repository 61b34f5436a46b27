import * as z from '../zod.js';
import { DOOR } from '../events/constants.js';
import { checkInCountSchema, deviceIdSchema, eventSchema, ticketCodeInput } from './events.js';
import { idSchema } from './ids.js';
import { dateTimeInput } from './dates.js';
import { defineRoute } from './route.js';
import { onFirstUse } from '../lazy.js';

/**
 * One seated guest as the door keeps them offline: what the door shows (name,
 * initials, photo), what it matches a scan against (the code the QR carries;
 * `shortCode` spaced for reading out when it is an 8-character one) and the
 * check-in that stands, if any (when, and by which door device).
 */
export const doorGuestSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    rsvpId: z.string(),
    name: z.string(),
    initials: z.string(),
    photoUrl: z.optional(z.string()),
    code: z.string(),
    shortCode: z.optional(z.string()),
    status: z.enum(['confirmed', 'checked_in']),
    checkedInAt: z.optional(z.string()),
    checkedInDeviceId: z.optional(z.string()),
  }),
);
export type DoorGuest = z.infer<typeof doorGuestSchema>;

/**
 * A page of the door list: the event, its check-in window and count, the
 * guests, and the key the device encrypts the list with at rest (AES-256-GCM,
 * base64url): derived by the server from the caller's session, so it is the
 * same on every page and changes when the session does.
 */
export const doorListSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    event: z.pick(eventSchema, { id: true, title: true, startTime: true, endTime: true, timeZone: true }),
    opensAt: z.string(),
    closesAt: z.string(),
    count: checkInCountSchema,
    guests: z.array(doorGuestSchema),
    /** The next page's cursor; null on the last page. */
    nextCursor: z.nullable(z.string()),
    doorKey: z.string(),
    /** The server's time of this answer. */
    savedAt: z.string(),
  }),
);
export type DoorList = z.infer<typeof doorListSchema>;

/** A check-in queued on a door device while offline. */
export const queuedCheckInSchema = /* @__PURE__ */ onFirstUse(() =>
  z
    .object({
      /** The device's own id for this queued item, so a replayed batch is recognised. */
      clientId: idSchema('Client id'),
      code: z.optional(ticketCodeInput),
      rsvpId: z.optional(idSchema('RSVP')),
      /** When the device scanned the ticket (its clock); the window is judged on it. */
      scannedAt: dateTimeInput('Scan time'),
      deviceId: deviceIdSchema,
    })
    .check(
      z.superRefine((item, ctx) => {
        if ((item.code === undefined) === (item.rsvpId === undefined))
          ctx.addIssue({ code: 'custom', path: ['code'], message: 'Give a ticket code or a guest, one of them' });
      }),
    ),
);
export type QueuedCheckIn = z.input<typeof queuedCheckInSchema>;

export const checkInSyncBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    checkIns: z
      .array(queuedCheckInSchema, { error: 'checkIns must be a list' })
      .check(z.minLength(1, 'Send at least one check-in'), z.maxLength(DOOR.syncBatch, `Send at most ${DOOR.syncBatch} check-ins at once`)),
  }),
);

/** Why a queued check-in was refused: the door says it in words (`message`), tests and code read `reason`. */
export const SYNC_REFUSALS = ['unknown_code', 'other_event', 'not_admitted', 'outside_window', 'clock_ahead'] as const;

/**
 * The server's judgement of one queued check-in: `checkedIn` (this item's scan
 * stands, also when the same item is sent again), `alreadyCheckedIn` (another
 * scan stood first: its time and whether another device made it), or
 * `refused` with the reason.
 */
export const syncOutcomeSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    clientId: z.string(),
    result: z.enum(['checkedIn', 'alreadyCheckedIn', 'refused']),
    rsvpId: z.optional(z.string()),
    name: z.optional(z.string()),
    checkedInAt: z.optional(z.string()),
    byAnotherDevice: z.optional(z.boolean()),
    reason: z.optional(z.enum(SYNC_REFUSALS)),
    message: z.optional(z.string()),
  }),
);
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;

export const checkInSyncResultSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({ outcomes: z.array(syncOutcomeSchema), count: checkInCountSchema, timeZone: z.string() }),
);
export type CheckInSyncResult = z.infer<typeof checkInSyncResultSchema>;

const eventParams = /* @__PURE__ */ onFirstUse(() => z.object({ eventId: idSchema('Event') }));

export const getDoorList = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/events/{eventId}/door-list',
    access: 'read',
    auth: 'session',
    params: eventParams,
    query: z.object({ cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))) }),
    response: doorListSchema,
    summary: `The organizer's (or staff's) door list for offline check-in: every seated guest with ticket code and status, ${DOOR.listPage} RSVPs read a page`,
  }),
);

export const syncCheckIns = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/events/{eventId}/check-ins/sync',
    access: 'write',
    auth: 'session',
    params: eventParams,
    body: checkInSyncBody,
    response: checkInSyncResultSchema,
    summary: `A door device's queued check-ins (at most ${DOOR.syncBatch}): each ticket checked in once, judged by the server; a replay answers the same`,
  }),
);

export const eventDoorRoutes = { getDoorList, syncCheckIns } as const;
