import { tradeConnectorRoutes } from '@club/shared';
import { createTradeConnection } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/trade-connections: Connect on a listing. */
export const handler = httpHandler(tradeConnectorRoutes.createTradeConnection, async ({ body, member }) =>
  reply.created(await createTradeConnection(member, body)),
);
