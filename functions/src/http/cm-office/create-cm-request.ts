import { cmOfficeRoutes } from '@club/shared';
import { createCmRequest } from '../../domain/cm-office/requests.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/cm-office/requests: save a draft or submit. */
export const handler = httpHandler(cmOfficeRoutes.createCmRequest, async ({ member, body }) => reply.created(await createCmRequest(member, body)));
