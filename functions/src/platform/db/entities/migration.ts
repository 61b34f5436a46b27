import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { TABLE } from '@club/shared';
import { clubTable } from '../club-table.js';
import { TIMESTAMPS, key } from '../keys.js';

export const MIGRATION_STATUSES = ['running', 'applied'] as const;

const schema = item({
  /** The migration module's id, e.g. `0001-requeue-staff-queues`. */
  id: string().key(),
  description: string(),
  /** `running` from its first page until it completes; an applied migration is skipped by every later run. */
  status: string().enum(...MIGRATION_STATUSES),
  /** Where a run that stopped mid-way resumes: the last evaluated key of its last completed page (base64url JSON). */
  checkpoint: string().optional(),
  /** Items the migration changed (summed over resumed runs). */
  itemsTouched: number(),
  startedAt: string(),
  appliedAt: string().optional(),
});

/**
 * The record of one stored-data migration (functions/src/migrations):
 * written when it starts, its checkpoint saved after each page, marked
 * `applied` when it completes.
 */
export const migrationEntity = () =>
  new Entity({
    name: 'migration',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('MIGRATION', id), sk: 'MIGRATION' }),
    timestamps: TIMESTAMPS,
  });

export type MigrationEntity = ReturnType<typeof migrationEntity>;
export type MigrationItem = FormattedItem<MigrationEntity>;

const leaseSchema = item({
  /** Always `migrations`: one lease for the whole table. */
  name: string().key(),
  /** Who runs migrations now (a Lambda request id, `local-<pid>`). */
  holder: string(),
  /** Epoch seconds after which another run may take the lease (renewed after every page); also the TTL. */
  expiresAt: number().savedAs(TABLE.ttlAttribute),
});

/**
 * The lease a migration run holds (taken with a conditional put, renewed
 * after each page, deleted at the end), so two deploys never run
 * migrations at once. A crashed run's lease lapses at `expiresAt`.
 */
export const migrationLeaseEntity = () =>
  new Entity({
    name: 'migrationLease',
    table: clubTable,
    schema: leaseSchema,
    computeKey: ({ name }) => ({ pk: key('MIGRATION_LEASE', name), sk: 'LEASE' }),
    timestamps: TIMESTAMPS,
  });
