import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/**
 * The events mails' data, as zod schemas: the one declaration of each
 * template's data. Routes import only the types (through data.ts); the
 * outbox consumer checks every stored mail against its schema before
 * sending, so these schemas are built in its bundle alone.
 */

/** An event as its mails show it (a snapshot taken when the change is written). */
const mailEvent = onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    timeZone: z.string(),
    /** Venue and address, or for a virtual event the words for where the link is. */
    place: z.optional(z.string()),
    description: z.optional(z.string()),
    /** What guests are asked to wear (absent in snapshots queued before events had one). */
    dressCode: z.optional(z.string()),
    /** The virtual event's link, only for a confirmed guest. */
    url: z.optional(z.string()),
  }),
);
export type MailEvent = z.infer<typeof mailEvent>;

/** Where and when an event was before an edit moved it (the "event changed" mail shows both). */
const mailEventPlace = onFirstUse(() => z.pick(mailEvent, { startTime: true, endTime: true, timeZone: true, place: true }));

/** What the organizer wrote to the guests (the bell item and the mail quote it). */
const announcement = onFirstUse(() => z.object({ id: z.string(), subject: z.string(), message: z.string(), organizerName: z.string() }));

/** The mails the event's guests get from one change, each rendered per guest from the same snapshot. */
const guestMail = onFirstUse(() =>
  z.discriminatedUnion('mail', [
    z.object({ mail: z.literal('event-changed'), event: mailEvent, before: mailEventPlace }),
    z.object({ mail: z.literal('event-cancelled'), event: mailEvent }),
    z.object({ mail: z.literal('event-announcement'), event: mailEvent, announcement }),
  ]),
);
export type GuestMail = z.infer<typeof guestMail>;

/** Events mails' data schemas, by template name. */
export const eventMailSchemas = onFirstUse(() => ({
  'rsvp-confirmed': z.object({
    memberName: z.string(),
    event: mailEvent,
    /** The member's ticket code: the QR image attached encodes it, as My RSVPs shows it. */
    ticketCode: z.optional(z.string()),
  }),
  'rsvp-waitlisted': z.object({
    memberName: z.string(),
    event: mailEvent,
    /** Place in line when the RSVP was written (1 = next seat). */
    position: z.number(),
  }),
  'rsvp-promoted': z.object({ memberName: z.string(), event: mailEvent, ticketCode: z.string() }),
  /** The organizer approved a gated RSVP: seated with a ticket, or waitlisted at `position` when the event was full. */
  'rsvp-approved': z.object({ memberName: z.string(), event: mailEvent, ticketCode: z.optional(z.string()), position: z.optional(z.number()) }),
  'rsvp-declined': z.object({ memberName: z.string(), event: mailEvent, reason: z.optional(z.string()) }),
  'event-changed': z.object({ memberName: z.string(), event: mailEvent, before: mailEventPlace }),
  'event-cancelled': z.object({ memberName: z.string(), event: mailEvent }),
  'event-reminder': z.object({ memberName: z.string(), event: mailEvent, ticketCode: z.optional(z.string()) }),
  'event-announcement': z.object({ memberName: z.string(), event: mailEvent, announcement }),
  /**
   * Not a mail but one outbox item standing for a mail to every confirmed
   * guest, written in the change's transaction (a big event has more guests
   * than a transaction has items); the consumer expands it (mail/fan-out.ts).
   */
  'event-guests': guestMail,
}));

/** Events mails' data, by template name. */
export type EventMailData = { [T in keyof typeof eventMailSchemas]: z.infer<(typeof eventMailSchemas)[T]> };
