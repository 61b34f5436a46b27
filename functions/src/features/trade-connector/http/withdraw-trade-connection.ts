import { withdrawTradeConnection as route } from '@club/shared/api/trade-connector';
import { withdrawTradeConnection } from '../connection-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/trade-connections/{connectionId}/withdraw: the sender withdraws a pending request. */
export const handler = httpHandler(route, async ({ member, params }) => withdrawTradeConnection(member, params.connectionId));
