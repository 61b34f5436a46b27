import { listTradeMatches as route } from '@club/shared/api/trade-connector';
import { listTradeMatches } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-connections/matches: HS-heading matches for the caller’s companies’ listings. */
export const handler = httpHandler(route, async ({ member, query }) => listTradeMatches(member, query.limit));
