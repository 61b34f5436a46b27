import { jobSchema, type Job, type JobLevel, type Member } from '@club/shared';
import { ALL_JOBS, jobsOfLevel, jobsPostedBy, type JobItem } from './entities/job.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { jobData } from './data.js';
import { logger } from '../../platform/lib/logger.js';
import { companiesById } from '../companies/index.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

/** A job as written or read (one just written has no updatedAt yet). */
export type StoredJob = Omit<JobItem, 'updatedAt'>;

export const toJob = (item: StoredJob, company: { id: string; name: string }): Job =>
  jobSchema.parse({ ...item, company: { id: company.id, name: company.name } });

/**
 * Each job with its company: the snapshot it carries (no other read); jobs
 * written before the snapshot existed get theirs with one BatchGet. A job
 * whose company is gone is left out.
 */
export async function withCompanies(items: StoredJob[]): Promise<Job[]> {
  const companies = await companiesById(items.filter((job) => !job.company).map((job) => job.companyId));
  return items.flatMap((job) => {
    const company = job.company ?? companies.get(job.companyId);
    if (!company) {
      logger.warn('job without company', { jobId: job.id, companyId: job.companyId });
      return [];
    }
    return [toJob(job, company)];
  });
}

/**
 * GET /api/jobs, newest first: all, one level, or the caller's own postings
 * (`?mine=true`, by poster). One Query per page (jobs carry their company).
 */
export async function listJobs(
  member: Member,
  { level, mine, limit, cursor }: PageRequest & { level?: JobLevel; mine?: 'true' | 'false' },
): Promise<Page<Job>> {
  const list = mine === 'true' ? jobsPostedBy(member.id) : level ? jobsOfLevel(level) : ALL_JOBS;
  const page = await readPage(cursor, () => queryPage(jobData().jobs, list, { limit, cursor }));
  return { items: await withCompanies(page.items), cursor: page.cursor };
}

/** Jobs by id with their companies (one BatchGet of jobs; one of companies only for jobs without their snapshot); missing ones are left out. */
export async function jobsById(ids: string[]): Promise<Map<string, Job>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await getMany(
    jobData().jobs,
    unique.map((id) => ({ id })),
  );
  return new Map((await withCompanies(found)).map((job) => [job.id, job]));
}
