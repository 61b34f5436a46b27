import { networkRoutes } from '@club/shared';
import { closeConnectionRequest } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/connection-requests/{memberId}/withdraw. */
export const handler = httpHandler(networkRoutes.withdrawConnectionRequest, async ({ member, params }) =>
  closeConnectionRequest(member, params.memberId, 'withdraw'),
);
