/** The jobs feature's public API: the only module of it app/ and other features import. */
export { useJobs } from './api/list-jobs';
export { JobCard } from './components/job-card';
export { JobsPage } from './components/jobs-page';
