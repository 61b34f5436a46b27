import { tradeConnectorRoutes } from '@club/shared';
import { withdrawTradeConnection } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/trade-connections/{connectionId}/withdraw: the sender withdraws a pending request. */
export const handler = httpHandler(tradeConnectorRoutes.withdrawTradeConnection, async ({ member, params }) =>
  withdrawTradeConnection(member, params.connectionId),
);
