import { cmOfficeRoutes } from '@club/shared';
import { listMyCmRequests } from '../../domain/cm-office/requests.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/cm-office/my-requests: drafts and requests, newest first. */
export const handler = httpHandler(cmOfficeRoutes.listMyCmRequests, async ({ member, query }) => {
  const page = await listMyCmRequests(member, query);
  return reply.page(page.items, page.cursor);
});
