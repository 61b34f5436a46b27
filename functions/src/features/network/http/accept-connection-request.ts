import { acceptConnectionRequest as route } from '@club/shared/api/network';
import { acceptConnectionRequest } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/connection-requests/{memberId}/accept: connect both ways. */
export const handler = httpHandler(route, async ({ member, params }) => acceptConnectionRequest(member, params.memberId));
