import { listDarshanPlans as route } from '@club/shared/api/darshan';
import { listPlans } from '../plan-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/darshan-plans: the caller's plans, newest first. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listPlans(member, query);
  return reply.page(page.items, page.cursor);
});
