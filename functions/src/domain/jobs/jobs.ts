import { randomUUID } from 'node:crypto';
import { jobSchema, type Job, type JobLevel, type Member, type RouteBody, type routes } from '@club/shared';
import type { JobItem } from '../../db/entities/job.js';
import { counterData } from '../../db/services/counters.js';
import { jobData } from '../../db/services/jobs.js';
import { writeTransaction } from '../../db/transaction.js';
import { refreshReputation } from '../members/reputation.js';
import { CLUB_SCOPE, bumpCounter, memberScope } from '../stats/counters.js';
import { logger } from '../../lib/logger.js';
import { companiesById, requireOwnCompany } from '../trade/companies.js';
import { readPage, type Page, type PageRequest } from '../paging.js';

/** The validated body (defaults applied: level CXO, onsite, no relocation). */
export type CreateJobInput = RouteBody<typeof routes.createJob>;

const toJob = (item: JobItem, company: { id: string; name: string }): Job =>
  jobSchema.parse({ ...item, company: { id: company.id, name: company.name } });

/**
 * Each job with its company: the snapshot it carries (no other read); jobs
 * written before the snapshot existed get theirs with one BatchGet. A job
 * whose company is gone is left out.
 */
async function withCompanies(items: JobItem[]): Promise<Job[]> {
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
  const jobs = jobData().jobs;
  const options = { limit, cursor, order: 'desc' } as const;
  const page = await readPage(cursor, () =>
    mine === 'true'
      ? jobs.query.byPoster({ postedBy: member.id }).go(options)
      : level
        ? jobs.query.byLevel({ level }).go(options)
        : jobs.query.newest({}).go(options),
  );
  return { items: await withCompanies(page.data), cursor: page.cursor };
}

/** POST /api/jobs: only for a company the caller belongs to (403 otherwise). */
export async function createJob(member: Member, input: CreateJobInput): Promise<Job> {
  const company = await requireOwnCompany(member, input.companyId);
  const item: JobItem = {
    ...input,
    id: randomUUID(),
    postedBy: member.id,
    company: { id: company.id, name: company.name },
    createdAt: new Date().toISOString(),
  };
  const { jobs } = jobData();
  const { counters } = counterData();
  await writeTransaction({ jobs, counters }, (tx) => [
    { name: 'job', write: tx.jobs.create(item).commit() },
    bumpCounter(tx.counters, CLUB_SCOPE, 'jobs'),
    bumpCounter(tx.counters, CLUB_SCOPE, `jobs#level#${item.level}`),
    bumpCounter(tx.counters, CLUB_SCOPE, `jobs#remote#${item.remoteOptions}`),
    bumpCounter(tx.counters, memberScope(member.id), 'jobs'),
  ]);
  await refreshReputation(member.id);
  return toJob(item, company);
}

/** Jobs by id with their companies (one BatchGet of jobs; one of companies only for jobs without their snapshot); missing ones are left out. */
export async function jobsById(ids: string[]): Promise<Map<string, Job>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await jobData()
    .jobs.get(unique.map((id) => ({ id })))
    .go();
  return new Map((await withCompanies(data)).map((job) => [job.id, job]));
}
