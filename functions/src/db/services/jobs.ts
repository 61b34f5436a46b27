import { jobEntity } from '../entities/job.js';
import { entitySet } from '../entity-set.js';

/** Job board data. */
export const jobData = entitySet({ jobs: jobEntity });
