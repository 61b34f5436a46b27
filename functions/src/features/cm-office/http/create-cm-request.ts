import { createCmRequest as route } from '@club/shared/api/cm-office';
import { createCmRequest } from '../request-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/cm-office/requests: save a draft or submit. */
export const handler = httpHandler(route, async ({ member, body }) => reply.created(await createCmRequest(member, body)));
