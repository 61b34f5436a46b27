import { applyToJob as route } from '@club/shared/api/jobs';
import { applyToJob } from '../application-writes.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/jobs/{jobId}/applications: 201 the first time, 200 with the same record after. */
export const handler = httpHandler(route, async ({ member, params }) => {
  const { application, created } = await applyToJob(member, params.jobId);
  return created ? reply.created(application) : application;
});
