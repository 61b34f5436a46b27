import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/**
 * The requests mails' data, as zod schemas: the one declaration of each
 * template's data. Routes import only the types (through data.ts); the
 * outbox consumer checks every stored mail against its schema.
 */

/** The kinds of member request staff answer: each names its feature's page. */
const requestKind = onFirstUse(() => z.enum(['concierge', 'darshan', 'trade', 'cultural', 'cm']));
export type RequestKind = z.infer<typeof requestKind>;

/** A member's request as its mails show it (a snapshot taken when staff act). */
const mailRequest = onFirstUse(() =>
  z.object({
    kind: requestKind,
    /** What the member knows it by: the ticket's title, the plan's dates, the request's subject. */
    title: z.string(),
    /** The member's page for it, a path on the site (e.g. `/concierge?ticket=…`). */
    path: z.string(),
  }),
);
export type MailRequest = z.infer<typeof mailRequest>;

/** The decisive outcomes a member is mailed about; intermediate moves (assigned, in progress, under review) are not mailed. */
const requestOutcome = onFirstUse(() => z.enum(['resolved', 'confirmed', 'completed', 'failed', 'scheduled', 'declined']));
export type RequestOutcome = z.infer<typeof requestOutcome>;

/** Requests mails' data schemas, by template name. */
export const requestMailSchemas = onFirstUse(() => ({
  /** Staff answered in the request's thread (a concierge reply, a cultural answer). */
  'request-reply': z.object({
    memberName: z.string(),
    request: mailRequest,
    reply: z.string(),
    /** Who answered, as the product already shows it to the member: a staff name, or "The club's concierge team". */
    from: z.string(),
  }),
  /** Staff moved the request to an outcome. */
  'request-status': z.object({
    memberName: z.string(),
    request: mailRequest,
    status: requestOutcome,
    /** What staff wrote with it: the resolution, the confirmation details, the reason. */
    details: z.optional(z.string()),
    /** A scheduled meeting's time and place. */
    meeting: z.optional(z.object({ startTime: z.string(), endTime: z.string(), timeZone: z.string(), place: z.optional(z.string()) })),
    from: z.string(),
  }),
}));

/** Requests mails' data, by template name. */
export type RequestMailData = { [T in keyof typeof requestMailSchemas]: z.infer<(typeof requestMailSchemas)[T]> };
