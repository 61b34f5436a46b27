import { createTradeRequest as route } from '@club/shared/api/trade-assistance';
import { createTradeRequest } from '../request-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/trade-assistance: a duty calculation (completed at once), an HS mapping (candidates, pending) or a consultation (pending). */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await createTradeRequest(member, body)));
