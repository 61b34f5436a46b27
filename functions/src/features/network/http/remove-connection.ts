import { removeConnection as route } from '@club/shared/api/network';
import { removeConnection } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/network/connections/{memberId}: end a connection. */
export const handler = httpHandler(route, async ({ member, params }) => removeConnection(member, params.memberId));
