import { jobApplicationEntity } from './entities/job-application.js';
import { jobEntity } from './entities/job.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Job board data: jobs and members' applications to them. */
export const jobData = entitySet({ jobs: jobEntity, jobApplications: jobApplicationEntity });
