import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, key, linkedKey } from '../../../platform/db/keys.js';

/** A member's applications, newest first (gsi1, by appliedAt). */
export const applicationsOf = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'APPLICATIONS') }) as const;

const schema = item({
  memberId: string().key(),
  jobId: string().key(),
  /** When the member applied (answered as is by the API). */
  appliedAt: string().default(() => new Date().toISOString()),
  gsi1pk: linkedKey((item) => applicationsOf(item.memberId as string).partition),
  gsi1sk: linkedKey((item) => byCreation({ createdAt: item.appliedAt as string, id: item.jobId as string })),
});

/** A job a member applied to (Apply): one per (member, job), in the member's partition; newest first per member. */
export const jobApplicationEntity = () =>
  new Entity({
    name: 'jobApplication',
    table: clubTable,
    schema,
    computeKey: ({ memberId, jobId }) => ({ pk: key('MEMBER', memberId), sk: key('APPLICATION', jobId) }),
    timestamps: TIMESTAMPS,
  });
