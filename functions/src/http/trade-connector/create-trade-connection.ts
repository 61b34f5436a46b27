import { tradeConnectorRoutes } from '@club/shared';
import { createTradeConnection } from '../../domain/trade-connector/connections.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/trade-connections: Connect on a listing. */
export const handler = httpHandler(tradeConnectorRoutes.createTradeConnection, async ({ body, member }) => reply.created(await createTradeConnection(member, body)));
