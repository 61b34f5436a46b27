import { networkRoutes } from '@club/shared';
import { acceptConnectionRequest } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/connection-requests/{memberId}/accept: connect both ways. */
export const handler = httpHandler(networkRoutes.acceptConnectionRequest, async ({ member, params }) => acceptConnectionRequest(member, params.memberId));
