import { acceptIntroRequest as route } from '@club/shared/api/network';
import { acceptIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/accept (target): connects requester and target. */
export const handler = httpHandler(route, async ({ body, member, params }) => acceptIntroduction(member, params.introId, body.note));
