import { cultureRoutes } from '@club/shared';
import { getRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/cultural-requests/{requestId}: one of the caller's requests. */
export const handler = httpHandler(cultureRoutes.getCulturalRequest, async ({ member, params }) => getRequest(member, params.requestId));
