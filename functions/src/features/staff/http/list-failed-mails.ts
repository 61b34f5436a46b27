import { listFailedMails as route } from '@club/shared/api/staff';
import { listFailedMails } from '../failed-mails.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/failed-mails: staff see the mails the outbox gave up on, most recently failed first. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listFailedMails(query);
  return reply.page(page.items, page.cursor);
});
