import { listMessageReports as route } from '@club/shared/api/messages';
import { listReports } from '../reports-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/message-reports?status=: the staff queue of reported threads, newest first. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listReports(query);
  return reply.page(page.items, page.cursor);
});
