import { applicationSchema, type Application, type Member } from '@club/shared';
import { db } from '../../db/index.js';
import { cancellationCodes, transact, type TransactItem } from '../../db/transact.js';
import { NotFoundError } from '../errors.js';
import { jobsById } from '../jobs/jobs.js';
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
  const { jobApplications } = db();
  const appliedAt = new Date().toISOString();
  try {
    await transact([
      { Put: jobApplications.create({ memberId: member.id, jobId, appliedAt }).params() } as TransactItem,
      bumpCounter(memberScope(member.id), 'applications'),
    ]);
    return { application: applicationSchema.parse({ jobId, appliedAt, job }), created: true };
  } catch (error) {
    if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    const { data } = await jobApplications.get({ memberId: member.id, jobId }).go();
    return { application: applicationSchema.parse({ jobId, appliedAt: data?.appliedAt ?? appliedAt, job }), created: false };
  }
}

/** GET /api/job-applications: the caller's applications newest first, one Query + the jobs. */
export async function listMyApplications(member: Member, { limit, cursor }: PageRequest): Promise<Page<Application>> {
  const page = await readPage(cursor, () => db().jobApplications.query.newest({ memberId: member.id }).go({ limit, cursor, order: 'desc' }));
  const jobs = await jobsById(page.data.map((item) => item.jobId));
  const items = page.data.map(({ jobId, appliedAt }) => {
    const job = jobs.get(jobId);
    return applicationSchema.parse({ jobId, appliedAt, ...(job ? { job } : {}) });
  });
  return { items, cursor: page.cursor };
}
