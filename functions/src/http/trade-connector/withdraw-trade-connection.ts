import { tradeConnectorRoutes } from '@club/shared';
import { withdrawTradeConnection } from '../../domain/trade-connector/connections.js';
import { httpHandler } from '../handler.js';

/** POST /api/trade-connections/{connectionId}/withdraw: the sender withdraws a pending request. */
export const handler = httpHandler(tradeConnectorRoutes.withdrawTradeConnection, async ({ member, params }) => withdrawTradeConnection(member, params.connectionId));
