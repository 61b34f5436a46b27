import { jobSearchPages } from '../../jobs/index.js';
import { collect, type IndexedKind } from './indexed-kind.js';

/** The job board's jobs. */
export const jobsIndex: IndexedKind<'jobs'> = {
  kind: 'jobs',
  documents: () => collect(jobSearchPages(), (job) => [job]),
};
