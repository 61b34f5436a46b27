import { applicationSchema, type Application, type Member } from '@club/shared';
import { counterData } from '../../db/services/counters.js';
import { jobData } from '../../db/services/jobs.js';
import { writeTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../errors.js';
import { jobsById } from './jobs.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { bumpCounter, memberScope } from '../stats/counters.js';

/**
 * POST /api/jobs/{jobId}/applications: records the application once (with
 * the member's counter); a repeat answers the existing record, `created` false.
 */
export async function applyToJob(member: Member, jobId: string): Promise<{ application: Application; created: boolean }> {
  const jobs = await jobsById([jobId]);
  const job = jobs.get(jobId);
  if (!job) throw new NotFoundError('Job not found');
  const { jobApplications } = jobData();
  const { counters } = counterData();
  const appliedAt = new Date().toISOString();
  const created = await writeTransaction(
    { jobApplications, counters },
    (tx) => [
      { name: 'application', write: tx.jobApplications.create({ memberId: member.id, jobId, appliedAt }).commit() },
      bumpCounter(tx.counters, memberScope(member.id), 'applications'),
    ],
    // Applied before: answer that application.
    { application: 'accept' },
  );
  if (created) return { application: applicationSchema.parse({ jobId, appliedAt, job }), created: true };
  const { data } = await jobApplications.get({ memberId: member.id, jobId }).go();
  return { application: applicationSchema.parse({ jobId, appliedAt: data?.appliedAt ?? appliedAt, job }), created: false };
}

/** GET /api/job-applications: the caller's applications newest first, one Query + the jobs. */
export async function listMyApplications(member: Member, { limit, cursor }: PageRequest): Promise<Page<Application>> {
  const page = await readPage(cursor, () => jobData().jobApplications.query.newest({ memberId: member.id }).go({ limit, cursor, order: 'desc' }));
  const jobs = await jobsById(page.data.map((item) => item.jobId));
  const items = page.data.map(({ jobId, appliedAt }) => {
    const job = jobs.get(jobId);
    return applicationSchema.parse({ jobId, appliedAt, ...(job ? { job } : {}) });
  });
  return { items, cursor: page.cursor };
}
