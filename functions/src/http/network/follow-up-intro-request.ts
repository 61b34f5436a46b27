import { networkRoutes } from '@club/shared';
import { followUpIntroduction } from '../../domain/network/introductions.js';
import { httpHandler } from '../handler.js';

/** POST /api/network/intro-requests/{introId}/follow-up (requester). */
export const handler = httpHandler(networkRoutes.followUpIntroRequest, async ({ body, member, params }) => followUpIntroduction(member, params.introId, body.followUpAt));
