import { jobApplicationEntity } from '../entities/job-application.js';
import { savedItemEntity } from '../entities/saved-item.js';
import { entitySet } from '../entity-set.js';

/** A member's saved posts and jobs and their job applications. */
export const savedData = entitySet({ savedItems: savedItemEntity, jobApplications: jobApplicationEntity });
