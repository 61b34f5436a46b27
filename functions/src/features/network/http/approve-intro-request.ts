import { networkRoutes } from '@club/shared';
import { approveIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/approve (introducer). */
export const handler = httpHandler(networkRoutes.approveIntroRequest, async ({ body, member, params }) =>
  approveIntroduction(member, params.introId, body.note),
);
