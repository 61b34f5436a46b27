import { conciergeRoutes } from '@club/shared';
import { getConciergeStats } from '../response-time.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/concierge-stats: the measured average first-response time. */
export const handler = httpHandler(conciergeRoutes.getConciergeStats, async () => getConciergeStats());
