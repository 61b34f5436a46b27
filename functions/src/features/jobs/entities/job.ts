import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';
import { JOB_LEVELS, REMOTE_OPTIONS, type Checked, type JobParsed, type Same } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** All jobs, newest first. */
export const ALL_JOBS = { index: 'gsi1', partition: 'JOBS' } as const;
/** Jobs of one level (CXO, VP, Director, Manager), newest first. */
export const jobsOfLevel = (level: string) => ({ index: 'gsi2', partition: key('JOBS', 'LEVEL', level) }) as const;
/** Jobs a member posted, newest first (`?mine=true`). */
export const jobsPostedBy = (memberId: string) => ({ index: 'gsi3', partition: key('MEMBER', memberId, 'JOBS') }) as const;

/**
 * The job's own fields as the API parsed them (`JobParsed`, defined once in
 * shared), stored as is. Listed here rather than built from the zod schema,
 * which would bring the form's schemas into every function that reads jobs;
 * `satisfies` refuses a missing or extra key, `JobItem` a different type.
 */
const formAttributes = {
  title: string(),
  level: string().enum(...JOB_LEVELS),
  location: string().optional(),
  salaryBand: string().optional(),
  description: string(),
  requirements: string().optional(),
  benefits: string().optional(),
  applyEmail: string(),
  relocationAssistance: boolean().default(false),
  remoteOptions: string()
    .enum(...REMOTE_OPTIONS)
    .default('onsite'),
  companyId: string(),
} satisfies Record<keyof JobParsed, unknown>;

const schema = item({
  id: string().key(),
  ...formAttributes,
  /**
   * The company's id and name, copied when the job is written so a page
   * is one Query (companies are never renamed); absent on jobs written
   * before the snapshot was kept (read with a BatchGet of their companies).
   */
  company: map({ id: string(), name: string() }).optional(),
  /** The member who posted it: `?mine=true`. */
  postedBy: string(),
  gsi1pk: string().hidden().putDefault(ALL_JOBS.partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => jobsOfLevel(item.level as string).partition),
  gsi2sk: creationKey(),
  gsi3pk: linkedKey((item) => jobsPostedBy(item.postedBy as string).partition),
  gsi3sk: creationKey(),
});

/** Executive positions. */
export const jobEntity = () =>
  new Entity({
    name: 'job',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('JOB', id), sk: 'JOB' }),
    timestamps: TIMESTAMPS,
  });

export type JobEntity = ReturnType<typeof jobEntity>;
type StoredJob = FormattedItem<JobEntity>;
/** A job as read (createdAt and updatedAt set by the library); fails to compile when its form attributes' types differ from the shared definition's. */
export type JobItem = Checked<StoredJob, Same<Pick<StoredJob, keyof typeof formAttributes>, JobParsed>>;
