import { listMyApplications as route } from '@club/shared/api/jobs';
import { listMyApplications } from '../applications.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/job-applications: jobs the caller applied to. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyApplications(member, query);
  return reply.page(page.items, page.cursor);
});
