import { networkRoutes } from '@club/shared';
import { createIntroduction } from '../../domain/network/introductions.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/network/intro-requests: ask a mutual connection for an introduction. */
export const handler = httpHandler(networkRoutes.createIntroRequest, async ({ body, member }) => reply.created(await createIntroduction(member, body)));
