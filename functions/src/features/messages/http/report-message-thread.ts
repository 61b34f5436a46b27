import { reportMessageThread as route } from '@club/shared/api/messages';
import { reportThread } from '../reports.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/messages/threads/{threadId}/report: the thread's last messages to the staff queue (201; 200 with the open report when one is). */
export const handler = httpHandler(route, async ({ member, params, body }) => {
  const { reportId, created } = await reportThread(member, params.threadId, body);
  return created ? reply.created({ reportId }) : { reportId };
});
