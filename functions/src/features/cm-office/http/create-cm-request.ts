import { cmOfficeRoutes } from '@club/shared';
import { createCmRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/cm-office/requests: save a draft or submit. */
export const handler = httpHandler(cmOfficeRoutes.createCmRequest, async ({ member, body }) => reply.created(await createCmRequest(member, body)));
