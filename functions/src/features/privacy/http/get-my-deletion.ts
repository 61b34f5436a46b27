import { privacyRoutes } from '@club/shared';
import { getMyDeletion } from '../deletion.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/deletion: whether the caller's erasure is scheduled, and when. */
export const handler = httpHandler(privacyRoutes.getMyDeletion, ({ member }) => getMyDeletion(member));
