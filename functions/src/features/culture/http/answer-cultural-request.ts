import { answerCulturalRequest as route } from '@club/shared/api/culture';
import { answerRequest } from '../request-writes.js';
import { actorOf } from '../../../platform/http/actor.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/cultural-requests/{requestId}/answer: club staff answer (the member is notified). */
export const handler = httpHandler(route, async (input) => answerRequest(actorOf(input), input.params.requestId, input.body.response));
