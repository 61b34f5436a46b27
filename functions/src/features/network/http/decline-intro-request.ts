import { networkRoutes } from '@club/shared';
import { declineIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/decline (introducer or target). */
export const handler = httpHandler(networkRoutes.declineIntroRequest, async ({ body, member, params }) =>
  declineIntroduction(member, params.introId, body.note),
);
