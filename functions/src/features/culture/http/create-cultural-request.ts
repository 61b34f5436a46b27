import { createCulturalRequest as route } from '@club/shared/api/culture';
import { createRequest } from '../request-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/cultural-requests: a pending request. */
export const handler = httpHandler(route, async ({ member, body }) => reply.created(await createRequest(member, body)));
