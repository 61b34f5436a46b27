import { cultureRoutes } from '@club/shared';
import { answerRequest } from '../../domain/culture/requests.js';
import { actorOf } from '../actor.js';
import { httpHandler } from '../handler.js';

/** POST /api/cultural-requests/{requestId}/answer: club staff answer (the member is notified). */
export const handler = httpHandler(cultureRoutes.answerCulturalRequest, async (input) => answerRequest(actorOf(input), input.params.requestId, input.body.response));
