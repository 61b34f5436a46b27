import { networkRoutes } from '@club/shared';
import { closeConnectionRequest } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/connection-requests/{memberId}/decline. */
export const handler = httpHandler(networkRoutes.declineConnectionRequest, async ({ member, params }) =>
  closeConnectionRequest(member, params.memberId, 'decline'),
);
