import { cmOfficeRoutes } from '@club/shared';
import { setCmRequestStatus } from '../../domain/cm-office/requests.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/cm-office/requests/{requestId}/status: club staff review (the member is notified). */
export const handler = httpHandler(cmOfficeRoutes.setCmRequestStatus, async (input) => setCmRequestStatus(actorOf(input), input.params.requestId, input.body));
