import { networkRoutes } from '@club/shared';
import { markIntroductionSuccessful } from '../../domain/network/introductions.js';
import { httpHandler } from '../handler.js';

/** POST /api/network/intro-requests/{introId}/successful (requester). */
export const handler = httpHandler(networkRoutes.markIntroSuccessful, async ({ member, params }) => markIntroductionSuccessful(member, params.introId));
