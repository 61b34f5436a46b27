import { tradeConnectorRoutes } from '@club/shared';
import { listTradeMatches } from '../matches.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-connections/matches: HS-heading matches for the caller’s companies’ listings. */
export const handler = httpHandler(tradeConnectorRoutes.listTradeMatches, async ({ member, query }) => listTradeMatches(member, query.limit));
