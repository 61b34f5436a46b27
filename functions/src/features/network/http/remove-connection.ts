import { networkRoutes } from '@club/shared';
import { removeConnection } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/network/connections/{memberId}: end a connection. */
export const handler = httpHandler(networkRoutes.removeConnection, async ({ member, params }) => removeConnection(member, params.memberId));
