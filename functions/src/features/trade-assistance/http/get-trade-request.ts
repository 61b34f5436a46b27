import { getTradeRequest as route } from '@club/shared/api/trade-assistance';
import { getTradeRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/trade-assistance/{requestId}: one of the caller’s requests (any, for staff); 404 otherwise. */
export const handler = httpHandler(route, async ({ member, params }) => getTradeRequest(member, params.requestId));
