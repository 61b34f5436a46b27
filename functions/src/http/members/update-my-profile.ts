import { memberRoutes } from '@club/shared';
import { refreshAuthorsOnMemberWrite } from '../../domain/forums/authors.js';
import { updateMyProfile } from '../../domain/members/profile.js';
import { httpHandler } from '../handler.js';

/** PATCH /api/members/me: edit the caller's own profile. */
export const handler = httpHandler(memberRoutes.updateMyProfile, async ({ member, body }) =>
  updateMyProfile(member, body, refreshAuthorsOnMemberWrite),
);
