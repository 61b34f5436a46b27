import { cancelMyDeletion as route } from '@club/shared/api/privacy';
import { cancelMyDeletion } from '../deletion.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/members/me/deletion: keep the account. */
export const handler = httpHandler(route, ({ member }) => cancelMyDeletion(member));
