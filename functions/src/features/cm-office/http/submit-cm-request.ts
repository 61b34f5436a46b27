import { cmOfficeRoutes } from '@club/shared';
import { submitCmRequest } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/cm-office/requests/{requestId}/submit: draft → submitted. */
export const handler = httpHandler(cmOfficeRoutes.submitCmRequest, async ({ member, params }) => submitCmRequest(member, params.requestId));
