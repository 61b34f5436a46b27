import { tradeAssistanceRoutes } from '@club/shared';
import { getTradeRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-assistance/{requestId}: one of the caller’s requests (any, for staff); 404 otherwise. */
export const handler = httpHandler(tradeAssistanceRoutes.getTradeRequest, async ({ member, params }) => getTradeRequest(member, params.requestId));
