import { saveMyVisibility as route } from '@club/shared/api/account';
import { saveMyVisibility } from '../visibility.js';
import { httpHandler } from '../../../http-handler.js';

/** PUT /api/members/me/visibility: hide from or show in the directory and people suggestions. */
export const handler = httpHandler(route, async ({ member, body }) => saveMyVisibility(member, body));
