import { cultureRoutes } from '@club/shared';
import { answerRequest } from '../../domain/culture/requests.js';
import { httpHandler } from '../handler.js';

/** POST /api/cultural-requests/{requestId}/answer: club staff answer. */
export const handler = httpHandler(cultureRoutes.answerCulturalRequest, async ({ member, params, body }) => answerRequest(member, params.requestId, body.response));
