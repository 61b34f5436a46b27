import { followUpIntroRequest as route } from '@club/shared/api/network';
import { followUpIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/follow-up (requester). */
export const handler = httpHandler(route, async ({ body, member, params }) => followUpIntroduction(member, params.introId, body.followUpAt));
