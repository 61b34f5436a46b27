import { networkRoutes } from '@club/shared';
import { followUpIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/follow-up (requester). */
export const handler = httpHandler(networkRoutes.followUpIntroRequest, async ({ body, member, params }) =>
  followUpIntroduction(member, params.introId, body.followUpAt),
);
