import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/job-applications: the jobs the member applied to, newest first. */
export const myApplicationsQueryOptions = () => listQueryOptions('listMyApplications');
export const useMyApplications = () => usePagedList(myApplicationsQueryOptions());
