import { cmOfficeRoutes } from '@club/shared';
import { setCmRequestStatus } from '../../domain/cm-office/requests.js';
import { httpHandler } from '../handler.js';

/** POST /api/cm-office/requests/{requestId}/status: club staff review. */
export const handler = httpHandler(cmOfficeRoutes.setCmRequestStatus, async ({ member, params, body }) => setCmRequestStatus(member, params.requestId, body));
