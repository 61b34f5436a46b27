import type { Job } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/jobs/{jobId}/applications: records an application (the mailto: opens alongside); repeat applies are harmless. */
export const useApply = () =>
  useRouteWrite('applyToJob', {
    input: (jobId: string) => ({ params: { jobId } }),
    invalidate: [routeKey('listMyApplications'), routeKey('getMyActivity')],
    // No toast: the e-mail to the employer is the application; recording it is a courtesy.
    failure: () => undefined,
  });

/** The mailto: link Apply opens: to the job's apply address, the job title as subject. */
export const applyHref = (job: Pick<Job, 'applyEmail' | 'title'>): string =>
  `mailto:${job.applyEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
