import * as z from '../zod.js';
import { BADGES, CHAPTERS, CONTACT_VISIBILITIES } from '../members/constants.js';
import { MEMBER_ROLES } from '../shell-constants.js';
import { onFirstUse } from '../lazy.js';

/**
 * The member as every signed-in request loads it, apart from the members
 * feature's routes and forms (members.ts). Every handler parses the signed-in
 * member with `memberSchema`, and esbuild keeps each top-level schema of a
 * module it includes (it does not take zod's pure annotations across
 * modules), so importing it from members.ts (or through a re-export there)
 * built all that feature's other schema parts at every function's cold start.
 */
export const badgeSchema = /* @__PURE__ */ onFirstUse(() => z.enum(BADGES));
export const chapterSchema = /* @__PURE__ */ onFirstUse(() => z.enum(CHAPTERS));
export const contactVisibilitySchema = /* @__PURE__ */ onFirstUse(() => z.enum(CONTACT_VISIBILITIES));

/** A member as stored. */
export const memberSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.optional(z.string()),
    linkedinUrl: z.optional(z.string()),
    phone: z.optional(z.string()),
    companyId: z.optional(z.string()),
    /** The member's preferred IANA time zone (times are shown in it; the browser's when unset). */
    timeZone: z.optional(z.string()),
    role: z.enum(MEMBER_ROLES),
    verifiedAt: z.optional(z.string()),
    badges: z.array(badgeSchema),
    chapters: z.array(chapterSchema),
    createdAt: z.string(),
    /** The member's job title ('Managing Director'), self-declared. */
    title: z.optional(z.string()),
    /** The linked company's name as of the last profile change (a snapshot, so lists of people need no company read). */
    companyName: z.optional(z.string()),
    /** Who sees the member's e-mail and phone; absent on older items (then `shareContact` decides). */
    contactVisibility: z.optional(contactVisibilitySchema),
    /** Left out of the directory, its export and people pickers (connections still see them). */
    hideFromDirectory: z.optional(z.boolean()),
    /** Left out of 2nd/3rd degree suggestions and smart nudges. */
    hideFromSuggestions: z.optional(z.boolean()),
    /** Set while an admin has suspended the member: sign-in is refused, so a signed-in member never has it. */
    suspendedAt: z.optional(z.string()),
    /** Set while staff have suspended the member from sending messages (they still read them). */
    messagingSuspendedAt: z.optional(z.string()),
    /** Set while the member's erasure is scheduled (privacy.ts): the moment the erasure job may run. */
    deletionScheduledFor: z.optional(z.string()),
    /** The member's first home visit (the home greets "Welcome" until then, "Welcome back" after). */
    firstSeenAt: z.optional(z.string()),
  }),
);
export type Member = z.infer<typeof memberSchema>;

/**
 * A member as any list of people shows them (the person chip): who they
 * are and where they work, never their contact details.
 */
export const personSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.optional(z.string()),
    title: z.optional(z.string()),
    companyName: z.optional(z.string()),
    verified: z.optional(z.boolean()),
  }),
);
export type Person = z.infer<typeof personSchema>;

/** What GET /api/auth/user answers: the signed-in member's own public fields. */
export const currentUserSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(
    z.pick(memberSchema, {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      profileImageUrl: true,
      badges: true,
      chapters: true,
      role: true,
      timeZone: true,
    }),
    {
      /** Staff verified the member (the header says "Verified Member" only then). */
      verified: z.boolean(),
      /** No home visit recorded yet: the home greets "Welcome", later "Welcome back". */
      firstVisit: z.boolean(),
      /** Set while the member's erasure is scheduled: the app asks at sign-in whether to keep the account. */
      deletionScheduledFor: z.optional(z.string()),
      /**
       * Names this session's offline cache on the device (the service worker keeps the member's tickets under it):
       * derived from the session, not its cookie, and different for every sign-in, so no answer outlives its session.
       */
      offlineCacheKey: z.optional(z.string()),
    },
  ),
);
export type CurrentUser = z.infer<typeof currentUserSchema>;
