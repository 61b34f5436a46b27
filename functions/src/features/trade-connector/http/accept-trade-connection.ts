import { acceptTradeConnection as route } from '@club/shared/api/trade-connector';
import { acceptTradeConnection } from '../connection-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/trade-connections/{connectionId}/accept: the listing company’s member accepts; contacts are shared. */
export const handler = httpHandler(route, async ({ body, member, params }) => acceptTradeConnection(member, params.connectionId, body));
