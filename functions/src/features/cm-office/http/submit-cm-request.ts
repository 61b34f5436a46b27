import { submitCmRequest as route } from '@club/shared/api/cm-office';
import { submitCmRequest } from '../request-writes.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/cm-office/requests/{requestId}/submit: draft → submitted. */
export const handler = httpHandler(route, async ({ member, params }) => submitCmRequest(member, params.requestId));
