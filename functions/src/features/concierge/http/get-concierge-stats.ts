import { getConciergeStats as route } from '@club/shared/api/concierge';
import { getConciergeStats } from '../response-time.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/concierge-stats: the measured average first-response time. */
export const handler = httpHandler(route, async () => getConciergeStats());
