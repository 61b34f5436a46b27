import { sendMessage as route } from '@club/shared/api/messages';
import { sendMessage } from '../send.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/messages/threads/{threadId}/messages: one transaction; a retry with the same clientKey answers the message already posted. */
export const handler = httpHandler(route, async ({ member, params, body }) => reply.created(await sendMessage(member, params.threadId, body)));
