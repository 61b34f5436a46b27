import { routes } from '@club/shared';
import { setTradeRequestStatus } from '../../domain/trade-assistance/requests.js';
import { httpHandler } from '../handler.js';

/** POST /api/trade-assistance/{requestId}/status: club staff move a request on (403 for members). */
export const handler = httpHandler(routes.setTradeRequestStatus, async ({ body, member, params }) => setTradeRequestStatus(member, params.requestId, body));
