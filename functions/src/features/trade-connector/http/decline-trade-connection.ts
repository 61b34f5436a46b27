import { declineTradeConnection as route } from '@club/shared/api/trade-connector';
import { declineTradeConnection } from '../connection-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/trade-connections/{connectionId}/decline: the listing company’s member declines. */
export const handler = httpHandler(route, async ({ body, member, params }) => declineTradeConnection(member, params.connectionId, body));
