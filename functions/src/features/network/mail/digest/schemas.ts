import * as z from '@club/shared/zod';
import { onFirstUse } from '@club/shared';

/** One smart nudge as the digest lists it. */
const digestNudge = onFirstUse(() =>
  z.object({
    title: z.string(),
    message: z.string(),
    /** Site path of the nudge's action (`/network?...`), or absent for the nudges page. */
    actionUrl: z.optional(z.string()),
    actionLabel: z.optional(z.string()),
  }),
);
export type DigestNudge = z.infer<typeof digestNudge>;

/** An upcoming event the member has not answered. */
const digestEvent = onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    startTime: z.string(),
    timeZone: z.string(),
    /** City, or "Online". */
    place: z.string(),
  }),
);
export type DigestEvent = z.infer<typeof digestEvent>;

/** A post in one of the member's forums since the last digest. */
const digestPost = onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    forumTitle: z.string(),
    authorName: z.string(),
  }),
);
export type DigestPost = z.infer<typeof digestPost>;

/** The weekly digest's data schema: a snapshot taken when the job queues it (the outbox consumer checks the stored mail against it). */
export const digestMailSchemas = onFirstUse(() => ({
  'weekly-digest': z.object({
    memberName: z.string(),
    /** The ISO week it covers, e.g. `2026-W48`. */
    week: z.string(),
    nudges: z.array(digestNudge),
    events: z.array(digestEvent),
    posts: z.array(digestPost),
    /** How many more there were than listed, by section. */
    moreNudges: z.optional(z.number()),
    moreEvents: z.optional(z.number()),
    morePosts: z.optional(z.number()),
  }),
}));

/** The weekly digest's data, by template name. */
export type DigestMailData = { [T in keyof typeof digestMailSchemas]: z.infer<(typeof digestMailSchemas)[T]> };
