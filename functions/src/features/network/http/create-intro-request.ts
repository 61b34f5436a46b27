import { createIntroRequest as route } from '@club/shared/api/network';
import { createIntroduction } from '../introductions.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { countMetric } from '../../../platform/lib/metrics.js';

/** POST /api/network/intro-requests: ask a mutual connection for an introduction. */
export const handler = httpHandler(route, async ({ body, member }) => {
  const request = await createIntroduction(member, body);
  countMetric('IntroductionsRequested');
  return reply.created(request);
});
