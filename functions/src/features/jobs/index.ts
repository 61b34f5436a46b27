/** The jobs feature's public API to other domain features (they import it only through this file). */
export { jobsById } from './jobs.js';
// For the privacy feature (its export and erasure):
export { jobsMemberData } from './member-data.js';
// Read by the saved feature (only an existing job is saved).
export { jobExists } from './job-reads.js';
// The search feature's jobs index.
export { JOB_SEARCH_ENTITY, jobSearchEntries, jobSearchPages, removedJobId } from './search-source.js';
