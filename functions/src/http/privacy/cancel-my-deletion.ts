import { privacyRoutes } from '@club/shared';
import { cancelMyDeletion } from '../../domain/privacy/deletion.js';
import { httpHandler } from '../handler.js';

/** DELETE /api/members/me/deletion: keep the account. */
export const handler = httpHandler(privacyRoutes.cancelMyDeletion, ({ member }) => cancelMyDeletion(member));
