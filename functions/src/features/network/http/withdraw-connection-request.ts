import { withdrawConnectionRequest as route } from '@club/shared/api/network';
import { closeConnectionRequest } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/network/connection-requests/{memberId}/withdraw. */
export const handler = httpHandler(route, async ({ member, params }) => closeConnectionRequest(member, params.memberId, 'withdraw'));
