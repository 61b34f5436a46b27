import { cultureRoutes } from '@club/shared';
import { createRequest } from '../../domain/culture/requests.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/cultural-requests: a pending request. */
export const handler = httpHandler(cultureRoutes.createCulturalRequest, async ({ member, body }) => reply.created(await createRequest(member, body)));
