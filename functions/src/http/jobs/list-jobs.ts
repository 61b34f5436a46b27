import { jobRoutes } from '@club/shared';
import { listJobs } from '../../domain/jobs/jobs.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/jobs[?level=][&mine=true]: jobs newest first with their company name. */
export const handler = httpHandler(jobRoutes.listJobs, async ({ query, member }) => {
  const page = await listJobs(member, query);
  return reply.page(page.items, page.cursor);
});
