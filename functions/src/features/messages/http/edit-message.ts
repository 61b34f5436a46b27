import { editMessage as route } from '@club/shared/api/messages';
import { editMessage } from '../message-edits.js';
import { httpHandler } from '../../../http-handler.js';

/** PATCH /api/messages/threads/{threadId}/messages/{messageId}: the sender's edit within the edit window. */
export const handler = httpHandler(route, async ({ member, params, body }) => editMessage(member, params.threadId, params.messageId, body.body));
