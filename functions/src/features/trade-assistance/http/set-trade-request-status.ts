import { setTradeRequestStatus as route } from '@club/shared/api/trade-assistance';
import { setTradeRequestStatus } from '../request-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/trade-assistance/{requestId}/status: club staff move a request on (403 for members; the member is notified). */
export const handler = httpHandler(route, async (input) => setTradeRequestStatus(actorOf(input), input.params.requestId, input.body));
