import { getMessageThread as route } from '@club/shared/api/messages';
import { threadPage } from '../thread-page.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/messages/threads/{threadId}: the thread and a page of messages; 304 when the client's copy is current. */
export const handler = httpHandler(route, async ({ member, params, query, event }) =>
  threadPage(member, params.threadId, query, event.headers['if-none-match']),
);
