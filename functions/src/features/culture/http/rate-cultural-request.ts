import { cultureRoutes } from '@club/shared';
import { rateRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/cultural-requests/{requestId}/rate: once, when resolved. */
export const handler = httpHandler(cultureRoutes.rateCulturalRequest, async ({ member, params, body }) => rateRequest(member, params.requestId, body));
