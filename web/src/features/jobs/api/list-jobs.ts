import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Which jobs a list shows: all, a level or the member's own (`mine`), and how many. */
export type JobFilter = NonNullable<CallInput<'listJobs'>['query']>;

/** GET /api/jobs newest first; the key holds the filter, so `routeKey('listJobs')` refreshes every list of jobs. */
export const jobsQueryOptions = (filter: JobFilter = {}) => listQueryOptions('listJobs', { query: filter });
export const useJobs = (filter: JobFilter = {}) => usePagedList(jobsQueryOptions(filter));
