import { applicationSchema, type Application, type Member } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { jobData } from './data.js';
import { writeTransaction } from '../../platform/db/transaction.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { jobsById } from './jobs.js';
import { bumpCounter, memberScope } from '../stats/index.js';

// Apart from applications.ts, so the route that lists applications bundles none of the write builders.

/**
 * POST /api/jobs/{jobId}/applications: records the application once (with
 * the member's counter); a repeat answers the existing record, `created` false.
 */
export async function applyToJob(member: Member, jobId: string): Promise<{ application: Application; created: boolean }> {
  const jobs = await jobsById([jobId]);
  const job = jobs.get(jobId);
  if (!job) throw new NotFoundError('Job not found');
  const { jobApplications } = jobData();
  const appliedAt = new Date().toISOString();
  const created = await writeTransaction(
    [
      {
        name: 'application',
        write: jobApplications
          .build(PutTransaction)
          .item({ memberId: member.id, jobId, appliedAt })
          .options({ condition: { attr: 'jobId', exists: false } }),
      },
      bumpCounter(memberScope(member.id), 'applications'),
    ],
    // Applied before: answer that application.
    { application: 'accept' },
  );
  if (created) return { application: applicationSchema.parse({ jobId, appliedAt, job }), created: true };
  const { Item } = await jobApplications.build(GetItemCommand).key({ memberId: member.id, jobId }).send();
  return { application: applicationSchema.parse({ jobId, appliedAt: Item?.appliedAt ?? appliedAt, job }), created: false };
}
