import { declineIntroRequest as route } from '@club/shared/api/network';
import { declineIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/decline (introducer or target). */
export const handler = httpHandler(route, async ({ body, member, params }) => declineIntroduction(member, params.introId, body.note));
