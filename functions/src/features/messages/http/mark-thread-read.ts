import { markThreadRead as route } from '@club/shared/api/messages';
import { markThreadRead } from '../read-state.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/messages/threads/{threadId}/read: the caller read the thread up to its newest message. */
export const handler = httpHandler(route, async ({ member, params }) => markThreadRead(member, params.threadId));
