import { cmOfficeRoutes } from '@club/shared';
import { updateCmRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/cm-office/requests/{requestId}: edit a draft. */
export const handler = httpHandler(cmOfficeRoutes.updateCmRequest, async ({ member, params, body }) => updateCmRequest(member, params.requestId, body));
