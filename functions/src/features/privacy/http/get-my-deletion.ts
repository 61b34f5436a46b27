import { getMyDeletion as route } from '@club/shared/api/privacy';
import { getMyDeletion } from '../deletion-state.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/members/me/deletion: whether the caller's erasure is scheduled, and when. */
export const handler = httpHandler(route, ({ member }) => getMyDeletion(member));
