import { networkRoutes } from '@club/shared';
import { createIntroduction } from '../../domain/network/introductions.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';
import { countMetric } from '../../lib/metrics.js';

/** POST /api/network/intro-requests: ask a mutual connection for an introduction. */
export const handler = httpHandler(networkRoutes.createIntroRequest, async ({ body, member }) => {
  const request = await createIntroduction(member, body);
  countMetric('IntroductionsRequested');
  return reply.created(request);
});
