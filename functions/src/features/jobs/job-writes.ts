import { randomUUID } from 'node:crypto';
import type { Job, Member, RouteBodyParsed, routes } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { jobData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { ticketRatingsOf } from '../concierge/index.js';
import { refreshReputation } from '../members/index.js';
import { CLUB_SCOPE, bumpCounter, memberScope } from '../stats/index.js';
import { requireOwnCompany } from '../companies/index.js';
import { toJob, type StoredJob } from './jobs.js';

// Apart from jobs.ts, which job lists and saved jobs read: those routes bundle none of the write builders.

/** The validated body (defaults applied: level CXO, onsite, no relocation). */
export type CreateJobParsed = RouteBodyParsed<typeof routes.createJob>;

/** POST /api/jobs: only for a company the caller belongs to (403 otherwise). */
export async function createJob(member: Member, input: CreateJobParsed): Promise<Job> {
  const company = await requireOwnCompany(member, input.companyId);
  const item: StoredJob = {
    ...input,
    id: randomUUID(),
    postedBy: member.id,
    company: { id: company.id, name: company.name },
    createdAt: new Date().toISOString(),
  };
  const { jobs } = jobData();
  await writeTransaction([
    {
      name: 'job',
      write: jobs
        .build(PutTransaction)
        .item(item)
        .options({ condition: { attr: 'id', exists: false } }),
    },
    bumpCounter(CLUB_SCOPE, 'jobs'),
    bumpCounter(CLUB_SCOPE, `jobs#level#${item.level}`),
    bumpCounter(CLUB_SCOPE, `jobs#remote#${item.remoteOptions}`),
    bumpCounter(memberScope(member.id), 'jobs'),
  ]);
  await refreshReputation(member.id, ticketRatingsOf);
  return toJob(item, company);
}
