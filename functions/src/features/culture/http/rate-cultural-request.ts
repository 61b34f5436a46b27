import { rateCulturalRequest as route } from '@club/shared/api/culture';
import { rateRequest } from '../request-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/cultural-requests/{requestId}/rate: once, when resolved. */
export const handler = httpHandler(route, async ({ member, params, body }) => rateRequest(member, params.requestId, body));
