import { cultureRoutes } from '@club/shared';
import { createRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/cultural-requests: a pending request. */
export const handler = httpHandler(cultureRoutes.createCulturalRequest, async ({ member, body }) => reply.created(await createRequest(member, body)));
