import { all, deleteRows, type MemberDataSection } from '../../platform/db/member-data.js';
import { jobData } from './data.js';
import { applicationsOf } from './entities/job-application.js';
import { jobsPostedBy } from './entities/job.js';

/** What the jobs feature keeps about a member: the jobs they posted (kept for applicants) and their applications. */
export const jobsMemberData: MemberDataSection = {
  kinds: [
    { kind: 'jobs', about: 'Jobs you posted', fate: 'keep', read: (id) => all(jobData().jobs, jobsPostedBy(id)) },
    {
      kind: 'job-applications',
      about: 'Jobs you applied to',
      fate: 'delete',
      remove: (rows) => deleteRows(jobData().jobApplications, rows),
      read: (id) => all(jobData().jobApplications, applicationsOf(id)),
    },
  ],
};
