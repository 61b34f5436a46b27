import { setCmRequestStatus as route } from '@club/shared/api/cm-office';
import { setCmRequestStatus } from '../request-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/cm-office/requests/{requestId}/status: club staff review (the member is notified). */
export const handler = httpHandler(route, async (input) => setCmRequestStatus(actorOf(input), input.params.requestId, input.body));
