import { healthRoutes } from '@club/shared';
import { checkHealth } from '../../domain/health/index.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/health: 200 when one table read succeeds, 503 when it fails (public: the answer carries no data). */
export const handler = httpHandler(healthRoutes.getHealth, async () => {
  const health = await checkHealth();
  return health.status === 'ok' ? health : reply.json(503, health);
});
