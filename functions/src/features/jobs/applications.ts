import { applicationSchema, type Application, type Member } from '@club/shared';
import { applicationsOf } from './entities/job-application.js';
import { queryPage } from '../../platform/db/pages.js';
import { jobData } from './data.js';
import { jobsById } from './jobs.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

/** GET /api/job-applications: the caller's applications newest first, one Query + the jobs. */
export async function listMyApplications(member: Member, { limit, cursor }: PageRequest): Promise<Page<Application>> {
  const page = await readPage(cursor, () => queryPage(jobData().jobApplications, applicationsOf(member.id), { limit, cursor }));
  const jobs = await jobsById(page.items.map((item) => item.jobId));
  const items = page.items.map(({ jobId, appliedAt }) => {
    const job = jobs.get(jobId);
    return applicationSchema.parse({ jobId, appliedAt, ...(job ? { job } : {}) });
  });
  return { items, cursor: page.cursor };
}
