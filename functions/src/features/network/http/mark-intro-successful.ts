import { networkRoutes } from '@club/shared';
import { markIntroductionSuccessful } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/intro-requests/{introId}/successful (requester). */
export const handler = httpHandler(networkRoutes.markIntroSuccessful, async ({ member, params }) => markIntroductionSuccessful(member, params.introId));
