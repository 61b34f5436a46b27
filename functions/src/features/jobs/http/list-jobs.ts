import { listJobs as route } from '@club/shared/api/jobs';
import { listJobs } from '../jobs.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/jobs[?level=][&mine=true]: jobs newest first with their company name. */
export const handler = httpHandler(route, async ({ query, member }) => {
  const page = await listJobs(member, query);
  return reply.page(page.items, page.cursor);
});
