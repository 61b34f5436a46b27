import { tradeConnectorRoutes } from '@club/shared';
import { acceptTradeConnection } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/trade-connections/{connectionId}/accept: the listing company’s member accepts; contacts are shared. */
export const handler = httpHandler(tradeConnectorRoutes.acceptTradeConnection, async ({ body, member, params }) =>
  acceptTradeConnection(member, params.connectionId, body),
);
