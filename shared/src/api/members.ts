import * as z from '../zod.js';
import { isTimeZone } from '../format/dates.js';
import { webLink } from './links.js';
import { BADGES, CHAPTERS } from '../members/constants.js';
import { JOB_LEVELS, REMOTE_OPTIONS } from '../jobs/constants.js';
import { badgeSchema, chapterSchema, contactVisibilitySchema, memberSchema } from './member.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { singleLine } from './text.js';
import { onFirstUse } from '../lazy.js';

/**
 * A member as the directory shows them. E-mail and phone
 * appear only for members who opted in to sharing contact details.
 */
export const directoryMemberSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.optional(z.string()),
    linkedinUrl: z.optional(z.string()),
    /** null when the member has no company (the card shows 'Company Executive'). */
    company: z.nullable(z.object({ id: z.string(), name: z.string() })),
    badges: z.array(badgeSchema),
    /** The member's self-declared title; absent until they set one. */
    title: z.optional(z.string()),
    chapters: z.array(chapterSchema),
    verified: z.boolean(),
    /** Self-declared badges club staff confirmed. */
    confirmedBadges: z.array(badgeSchema),
    /** The member's reputation score, once computed. */
    reputationScore: z.optional(z.number()),
    email: z.optional(z.string()),
    phone: z.optional(z.string()),
    createdAt: z.string(),
  }),
);
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;

/** The signed-in member's own profile (Update Profile reads and writes it). */
export const profileSchema = /* @__PURE__ */ onFirstUse(() =>
  z.extend(
    z.pick(memberSchema, {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      profileImageUrl: true,
      linkedinUrl: true,
      phone: true,
      companyId: true,
      badges: true,
      chapters: true,
      timeZone: true,
    }),
    {
      /** Whether e-mail and phone may appear in the directory and its CSV export. */
      shareContact: z.boolean(),
      verified: z.boolean(),
      title: z.optional(z.string()),
      companyName: z.optional(z.string()),
      /** Who sees e-mail and phone ('members' is `shareContact`). */
      contactVisibility: contactVisibilitySchema,
    },
  ),
);
export type Profile = z.infer<typeof profileSchema>;

const optionalTrimmed = (max: number, check?: (s: z.ZodMiniString<string>) => z.ZodMiniString<string>) => {
  const base = z.string().check(z.trim(), z.maxLength(max));
  return z.optional(z.union([z.literal(''), check ? check(base) : base]));
};

/**
 * PATCH /api/members/me. Omitted fields stay as they are; an empty string
 * clears an optional field. Badges are self-declared labels.
 */
export const updateProfileBody = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    firstName: z.optional(z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(60), singleLine('First name'))),
    lastName: z.optional(z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(60), singleLine('Last name'))),
    phone: optionalTrimmed(30, (s) => s.check(z.regex(/^\+?[0-9 ()-]{6,30}$/, 'Phone must be digits, spaces, ( ) or -, optionally starting with +'))),
    linkedinUrl: z.optional(
      z.union([
        z.literal(''),
        webLink('LinkedIn URL').check(z.regex(/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i, 'LinkedIn URL must start with https://www.linkedin.com/')),
      ]),
    ),
    /** A link to the member's photo, or '' for none (a LinkedIn picture replaces it at the next sign-in). */
    profileImageUrl: z.optional(z.union([z.literal(''), webLink('Photo link')])),
    /** One of the member's companies, or '' for none. */
    companyId: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    chapters: z.optional(z.array(chapterSchema).check(z.maxLength(CHAPTERS.length))),
    badges: z.optional(z.array(badgeSchema).check(z.maxLength(BADGES.length))),
    shareContact: z.optional(z.boolean()),
    /** The IANA zone times are shown in ('Asia/Kolkata'), or '' to follow the browser. */
    timeZone: z.optional(
      z.union(
        [
          z.literal(''),
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(64, 'Time zone must be at most 64 characters'),
              z.refine(isTimeZone, 'Time zone must be an IANA zone such as Asia/Kolkata'),
            ),
        ],
        { error: 'Time zone must be an IANA zone such as Asia/Kolkata' },
      ),
    ),
    /** '' clears it. */
    title: optionalTrimmed(100, (s) => s.check(singleLine('Title'))),
    /** Wins over `shareContact` when both are sent. */
    contactVisibility: z.optional(contactVisibilitySchema),
  }),
);

/** The caller's own counts (Your Posts, Your Listings, quick actions). */
export const memberActivitySchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    posts: z.number().check(z.int()),
    listings: z.number().check(z.int()),
    jobs: z.number().check(z.int()),
    savedPosts: z.number().check(z.int()),
    savedJobs: z.number().check(z.int()),
    applications: z.number().check(z.int()),
  }),
);
export type MemberActivity = z.infer<typeof memberActivitySchema>;

/** Club-wide counts, exact (kept as counters beside the data). */
export const clubStatsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    members: z.number().check(z.int()),
    verifiedMembers: z.number().check(z.int()),
    companies: z.number().check(z.int()),
    countries: z.number().check(z.int()),
    chapters: z.record(chapterSchema, z.number().check(z.int())),
    listings: z.object({ total: z.number().check(z.int()), export: z.number().check(z.int()), import: z.number().check(z.int()) }),
    jobs: z.object({
      total: z.number().check(z.int()),
      byLevel: z.record(z.enum(JOB_LEVELS), z.number().check(z.int())),
      byRemote: z.record(z.enum(REMOTE_OPTIONS), z.number().check(z.int())),
    }),
  }),
);
export type ClubStats = z.infer<typeof clubStatsSchema>;

export const listMembers = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members',
    access: 'read',
    auth: 'session',
    // With `q`, answered from the search index.
    searchIndex: true,
    query: z.object({
      /** Case-insensitive text over first name, last name and company name. */
      q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      badge: z.optional(badgeSchema),
      chapter: z.optional(chapterSchema),
      /** `true`: verified members only (Featured Members). */
      verified: z.optional(z.enum(['true', 'false'])),
      ...pageQuery,
    }),
    response: z.array(directoryMemberSchema),
    summary: 'Members newest first, searched and filtered by badge, chapter or verification',
  }),
);

export const getMyProfile = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me',
    access: 'read',
    auth: 'session',
    response: profileSchema,
    summary: 'The caller’s own profile',
  }),
);

export const updateMyProfile = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PATCH',
    path: '/api/members/me',
    access: 'write',
    auth: 'session',
    body: updateProfileBody,
    response: profileSchema,
    summary: 'Edit the caller’s names, title, phone, LinkedIn URL, company, chapters, badges and who sees their contact details',
  }),
);

export const getMyActivity = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/members/me/activity',
    access: 'read',
    auth: 'session',
    response: memberActivitySchema,
    summary: 'The caller’s own counts: posts, listings, jobs, saved items, applications',
  }),
);

export const getClubStats = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/stats',
    access: 'read',
    auth: 'session',
    response: clubStatsSchema,
    summary: 'Club-wide counts: members, chapters, companies, listings, jobs',
  }),
);

export const memberRoutes = {
  listMembers,
  getMyProfile,
  updateMyProfile,
  getMyActivity,
  getClubStats,
} as const;
