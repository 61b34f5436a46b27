import type { Application, CreateJobBody, Job, JobLevel } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiWrite } from '../../../lib/create-mutation';
import { usePagedListByKey } from '../../../lib/paged-list';

export interface JobFilter {
  level?: JobLevel;
  limit?: number;
}

export const useJobs = (filter: JobFilter = {}) => usePagedListByKey<Job>(['/api/jobs', filter]);
export const useMyApplications = () => usePagedListByKey<Application>(['/api/job-applications']);

/** POST /api/jobs: job lists, the job market and the member's counts refresh. */
export const useCreateJob = () =>
  useApiWrite<CreateJobBody, Job>('/api/jobs', {
    invalidate: [['/api/jobs'], ['/api/stats'], ['/api/members/me/activity']],
    successTitle: 'Job posted successfully!',
    failure: 'Failed to post job. Please try again.',
  });

/** Records an application (the mailto: opens alongside); repeat applies are harmless. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiRequest<Application>('POST', `/api/jobs/${encodeURIComponent(jobId)}/applications`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/job-applications'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/members/me/activity'] }),
      ]);
    },
  });
}

/** The mailto: link Apply opens: to the job's apply address, the job title as subject. */
export const applyHref = (job: Pick<Job, 'applyEmail' | 'title'>): string =>
  `mailto:${job.applyEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
