import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/**
 * The network mails' data, as zod schemas: the one declaration of each
 * template's data (snapshots taken when the change is written). Routes
 * import only the types (through data.ts); the outbox consumer checks every
 * stored mail against its schema.
 */

/** A member as a network mail shows them: the profile card, never contact details unless `email` says the product shares it. */
const mailPerson = onFirstUse(() =>
  z.object({
    name: z.string(),
    title: z.optional(z.string()),
    companyName: z.optional(z.string()),
    /** Only where the product itself shows it to the recipient (a connection whose contact visibility allows it). */
    email: z.optional(z.string()),
    linkedinUrl: z.optional(z.string()),
  }),
);
export type MailPerson = z.infer<typeof mailPerson>;

/** Network mails' data schemas, by template name. */
export const networkMailSchemas = onFirstUse(() => ({
  /** To the introducer: a connection asks to be introduced to another. */
  'intro-requested': z.object({
    memberName: z.string(),
    requester: mailPerson,
    target: mailPerson,
    purpose: z.string(),
    message: z.optional(z.string()),
    /** Site path of the introduction. */
    link: z.string(),
  }),
  /** To the requester: the introducer approved; now the target decides. */
  'intro-approved': z.object({
    memberName: z.string(),
    introducerName: z.string(),
    targetName: z.string(),
    note: z.optional(z.string()),
    link: z.string(),
  }),
  /** To the requester: the introducer or the target declined. */
  'intro-declined': z.object({
    memberName: z.string(),
    /** Who declined, by name, as the introduction shows it. */
    declinedByName: z.string(),
    declinedBy: z.enum(['introducer', 'target']),
    targetName: z.string(),
    note: z.optional(z.string()),
    link: z.string(),
  }),
  /** To the target: the introducer introduces the requester, with both profiles; the target accepts or declines. */
  introduction: z.object({
    memberName: z.string(),
    introducer: mailPerson,
    requester: mailPerson,
    purpose: z.string(),
    message: z.optional(z.string()),
    note: z.optional(z.string()),
    link: z.string(),
  }),
  /** To the requester and the target once the target accepted: the other's profile, with the contact details the connection shares. */
  'intro-accepted': z.object({
    memberName: z.string(),
    other: mailPerson,
    introducerName: z.string(),
    link: z.string(),
  }),
  /** To the receiver of a connection request. */
  'connection-request': z.object({
    memberName: z.string(),
    from: mailPerson,
    note: z.optional(z.string()),
    link: z.string(),
  }),
  /** To the requester once the receiver accepted: the new connection's card, with what the connection shares. */
  'connection-accepted': z.object({
    memberName: z.string(),
    other: mailPerson,
    link: z.string(),
  }),
}));

/** Network mails' data, by template name. */
export type NetworkMailData = { [T in keyof typeof networkMailSchemas]: z.infer<(typeof networkMailSchemas)[T]> };
