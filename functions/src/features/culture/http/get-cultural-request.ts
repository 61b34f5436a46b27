import { getCulturalRequest as route } from '@club/shared/api/culture';
import { getRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/cultural-requests/{requestId}: one of the caller's requests. */
export const handler = httpHandler(route, async ({ member, params }) => getRequest(member, params.requestId));
