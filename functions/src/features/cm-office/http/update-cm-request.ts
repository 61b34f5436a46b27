import { updateCmRequest as route } from '@club/shared/api/cm-office';
import { updateCmRequest } from '../request-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/cm-office/requests/{requestId}: edit a draft. */
export const handler = httpHandler(route, async ({ member, params, body }) => updateCmRequest(member, params.requestId, body));
