import { deleteMessage as route } from '@club/shared/api/messages';
import { deleteMessage } from '../message-edits.js';
import { httpHandler } from '../../../http-handler.js';

/** DELETE /api/messages/threads/{threadId}/messages/{messageId}: the sender's message stays as "Message deleted". */
export const handler = httpHandler(route, async ({ member, params }) => deleteMessage(member, params.threadId, params.messageId));
