import { createTradeConnection as route } from '@club/shared/api/trade-connector';
import { createTradeConnection } from '../connection-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/trade-connections: Connect on a listing. */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createTradeConnection(member, body)));
