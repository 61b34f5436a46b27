import { markIntroSuccessful as route } from '@club/shared/api/network';
import { markIntroductionSuccessful } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/successful (requester). */
export const handler = httpHandler(route, async ({ member, params }) => markIntroductionSuccessful(member, params.introId));
