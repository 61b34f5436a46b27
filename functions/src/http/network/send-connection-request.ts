import { networkRoutes } from '@club/shared';
import { sendConnectionRequest } from '../../domain/network/connections.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/network/connection-requests: ask a member to connect. */
export const handler = httpHandler(networkRoutes.sendConnectionRequest, async ({ body, member }) => reply.created(await sendConnectionRequest(member, body)));
