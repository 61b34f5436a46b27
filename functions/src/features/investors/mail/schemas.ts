import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/**
 * The Investor Corner mails' data, as zod schemas: the one declaration of
 * each template's data. Routes import only the types (through data.ts); the
 * outbox consumer checks every stored mail against its schema.
 */

/** The opportunity as investor mails name it. */
const mailOpportunity = onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    /** The stage's label, e.g. "Seed". */
    stage: z.string(),
    industry: z.optional(z.string()),
  }),
);
export type MailOpportunity = z.infer<typeof mailOpportunity>;

/** The other party of a match as a mail names them (the e-mail only once the match is accepted: the product shares it then). */
const mailParty = onFirstUse(() =>
  z.object({
    name: z.string(),
    /** The company the person works at (an investor's or a founder's). */
    organisation: z.optional(z.string()),
    title: z.optional(z.string()),
    /** An investor's fund, named on its own line (never mixed with their title). */
    fund: z.optional(z.string()),
    email: z.optional(z.string()),
  }),
);
export type MailParty = z.infer<typeof mailParty>;

/** Which side of the match the recipient is on. */
const mailSide = onFirstUse(() => z.enum(['founder', 'investor']));

/** Investor Corner mails' data schemas, by template name. */
export const investorMailSchemas = onFirstUse(() => ({
  /** To the founder: an investor expressed interest in their opportunity. */
  'investor-interest': z.object({
    memberName: z.string(),
    opportunity: mailOpportunity,
    investor: z.extend(mailParty, { investorType: z.string() }),
    compatibilityScore: z.number(),
  }),
  /** To each party: the club proposed a match between an opportunity and an investor. */
  'match-proposed': z.object({
    memberName: z.string(),
    side: mailSide,
    opportunity: mailOpportunity,
    other: mailParty,
    compatibilityScore: z.number(),
  }),
  /** A recipient's summary of the matches proposed to them in one window (expanded into one `matches-proposed` mail when the window ends). */
  'match-summary': z.object({
    memberId: z.string(),
    memberName: z.string(),
    to: z.string(),
    since: z.string(),
    until: z.string(),
  }),
  /** To one party: every match the club proposed to them in a window, best first, with the score the Matches tab shows. */
  'matches-proposed': z.object({
    memberName: z.string(),
    /** The lowest score proposed (0–1): matches below it are never proposed. */
    minScore: z.number(),
    matches: z.array(
      z.object({
        side: mailSide,
        opportunity: mailOpportunity,
        other: mailParty,
        compatibilityScore: z.number(),
      }),
    ),
  }),
  /** To each party: the founder accepted; contact details are shared. */
  'match-accepted': z.object({
    memberName: z.string(),
    side: mailSide,
    opportunity: mailOpportunity,
    other: mailParty,
  }),
  /** To each party: a meeting is set; its calendar file is attached. */
  'meeting-scheduled': z.object({
    memberName: z.string(),
    side: mailSide,
    matchId: z.string(),
    opportunity: mailOpportunity,
    other: mailParty,
    scheduledByName: z.string(),
    meeting: z.object({
      startTime: z.string(),
      endTime: z.string(),
      timeZone: z.string(),
      location: z.optional(z.string()),
      notes: z.optional(z.string()),
    }),
    /** The recipient's own time zone when the club knows it: the time is shown in it, the meeting's zone beside it when the clocks differ. */
    recipientTimeZone: z.optional(z.string()),
    /** Both parties, with the e-mails the accepted match shares (the calendar file's attendees). */
    attendees: z.array(z.object({ name: z.string(), email: z.string() })),
  }),
}));

/** Investor Corner mails' data, by template name. */
export type InvestorMailData = { [T in keyof typeof investorMailSchemas]: z.infer<(typeof investorMailSchemas)[T]> };
