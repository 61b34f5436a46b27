import { blockMessageThread as route } from '@club/shared/api/messages';
import { blockThread } from '../read-state.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/messages/threads/{threadId}/block: block or unblock the other member. */
export const handler = httpHandler(route, async ({ member, params, body }) => blockThread(member, params.threadId, body.on));
