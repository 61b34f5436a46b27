import { networkRoutes } from '@club/shared';
import { sendConnectionRequest } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/network/connection-requests: ask a member to connect. */
export const handler = httpHandler(networkRoutes.sendConnectionRequest, async ({ body, member }) => reply.created(await sendConnectionRequest(member, body)));
