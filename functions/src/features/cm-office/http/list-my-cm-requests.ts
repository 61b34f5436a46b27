import { listMyCmRequests as route } from '@club/shared/api/cm-office';
import { listMyCmRequests } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/cm-office/my-requests: drafts and requests, newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyCmRequests(member, query);
  return reply.page(page.items, page.cursor);
});
