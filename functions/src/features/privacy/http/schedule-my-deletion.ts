import { scheduleMyDeletion as route } from '@club/shared/api/privacy';
import { scheduleMyDeletion } from '../deletion.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/members/me/deletion: erasure after the grace period (409 for the last admin). */
export const handler = httpHandler(route, ({ member }) => scheduleMyDeletion(member));
