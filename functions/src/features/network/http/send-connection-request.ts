import { sendConnectionRequest as route } from '@club/shared/api/network';
import { sendConnectionRequest } from '../connections.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/network/connection-requests: ask a member to connect. */
export const handler = httpHandler(route, async ({ body, member }) => reply.created(await sendConnectionRequest(member, body)));
