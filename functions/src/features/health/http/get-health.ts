import { getHealth as route } from '@club/shared/api/health';
import { checkHealth } from '../index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/health: 200 when one table read succeeds, 503 when it fails (public: the answer carries no data). */
export const handler = httpHandler(route, async () => {
  const health = await checkHealth();
  return health.status === 'ok' ? health : reply.json(503, health);
});
