import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/jobs: job lists, the job market and the member's counts refresh. */
export const useCreateJob = () =>
  useRouteWrite('createJob', {
    invalidate: [routeKey('listJobs'), routeKey('getClubStats'), routeKey('getMyActivity')],
    successTitle: 'Job posted successfully!',
    failure: 'Failed to post job. Please try again.',
  });
