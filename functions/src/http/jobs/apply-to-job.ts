import { jobRoutes } from '@club/shared';
import { applyToJob } from '../../domain/jobs/applications.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/jobs/{jobId}/applications: 201 the first time, 200 with the same record after. */
export const handler = httpHandler(jobRoutes.applyToJob, async ({ member, params }) => {
  const { application, created } = await applyToJob(member, params.jobId);
  return created ? reply.created(application) : application;
});
