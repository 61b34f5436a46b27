import { updateMyProfile as route } from '@club/shared/api/members';
import { refreshAuthorsOnMemberWrite } from '../../forums/index.js';
import { updateMyProfile } from '../profile.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/members/me: edit the caller's own profile. */
export const handler = httpHandler(route, async ({ member, body }) => updateMyProfile(member, body, refreshAuthorsOnMemberWrite));
