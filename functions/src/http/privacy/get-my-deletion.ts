import { privacyRoutes } from '@club/shared';
import { getMyDeletion } from '../../domain/privacy/deletion.js';
import { httpHandler } from '../handler.js';

/** GET /api/members/me/deletion: whether the caller's erasure is scheduled, and when. */
export const handler = httpHandler(privacyRoutes.getMyDeletion, ({ member }) => getMyDeletion(member));
