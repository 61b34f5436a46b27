import { privacyRoutes } from '@club/shared';
import { cancelMyDeletion } from '../deletion.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/members/me/deletion: keep the account. */
export const handler = httpHandler(privacyRoutes.cancelMyDeletion, ({ member }) => cancelMyDeletion(member));
