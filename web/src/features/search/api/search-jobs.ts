import type { CallInput } from '../../../lib/api-client';
import { answerPagesQueryOptions, usePagedAnswer } from '../../../lib/paged-list';

/** The text, filters and page size of a search of jobs by title, company or description. */
export type JobsSearch = NonNullable<CallInput<'searchJobs'>['query']>;

/** GET /api/search/jobs: jobs by title, company or description, page by page with total, facets and did-you-mean. */
export const searchJobsQueryOptions = (search: JobsSearch) => answerPagesQueryOptions('searchJobs', { query: search });
export const useJobsSearch = (search: JobsSearch, settings: { enabled?: boolean } = {}) => usePagedAnswer(searchJobsQueryOptions(search), settings);
