import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { AUDIT_TARGET_TYPES, TABLE } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';

/** Every entry, newest first. */
export const AUDIT_LOG = { index: 'gsi1', partition: 'AUDIT' } as const;
/** Entries about one kind of target, newest first. */
export const auditOfTargetType = (targetType: string) => ({ index: 'gsi2', partition: key('AUDIT', 'TARGET', targetType) }) as const;
/** One actor's entries, newest first. */
export const auditByActor = (actorId: string) => ({ index: 'gsi3', partition: key('AUDIT', 'ACTOR', actorId) }) as const;

const schema = item({
  id: string().key(),
  actorId: string(),
  /** The actor's name at the time, so the log reads without a lookup. */
  actorName: string(),
  action: string(),
  targetType: string().enum(...AUDIT_TARGET_TYPES),
  targetId: string(),
  /** The changed fields before and after (meta in the spec). */
  before: any().optional(),
  after: any().optional(),
  ipAddress: string(),
  userAgent: string(),
  /** The table's TTL (epoch seconds), when the stage keeps entries for a set number of days. */
  expiresAt: number().optional().savedAs(TABLE.ttlAttribute),
  gsi1pk: string().hidden().putDefault(AUDIT_LOG.partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => auditOfTargetType(item.targetType as string).partition),
  gsi2sk: creationKey(),
  gsi3pk: linkedKey((item) => auditByActor(item.actorId as string).partition),
  gsi3sk: creationKey(),
});

/**
 * Audit log: one item per staff or admin action,
 * written in the same transaction as the change. Append-only: no route
 * updates or deletes it; a stage's retention is its table's (PITR, RETAIN in prod).
 */
export const auditLogEntity = () =>
  new Entity({
    name: 'auditLog',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('AUDIT', id), sk: 'AUDIT' }),
    timestamps: TIMESTAMPS,
  });

export type AuditLogEntity = ReturnType<typeof auditLogEntity>;
export type AuditLogItem = FormattedItem<AuditLogEntity>;
