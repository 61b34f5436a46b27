import { z } from 'zod';
import { BADGES, CHAPTERS, MEMBER_ROLES } from '../constants.js';

export const badgeSchema = z.enum(BADGES);
export const chapterSchema = z.enum(CHAPTERS);

/** A member as stored (spec 1 §3, issue 2 data layer). */
export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().optional(),
  linkedinUrl: z.string().optional(),
  phone: z.string().optional(),
  companyId: z.string().optional(),
  role: z.enum(MEMBER_ROLES),
  verifiedAt: z.string().optional(),
  badges: z.array(badgeSchema),
  chapters: z.array(chapterSchema),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** What GET /api/auth/user answers: the signed-in member's own public fields. */
export const currentUserSchema = memberSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profileImageUrl: true,
  badges: true,
  chapters: true,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
