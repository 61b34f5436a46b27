import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { AUDIT_TARGET_TYPES, TABLE } from '@club/shared';
import { SERVICE, byIdIndex, newestIn, newestIndex } from './keys.js';

/**
 * Audit log (spec 2 §3.1 audit_logs): one item per staff or admin action,
 * written in the same transaction as the change. Append-only: no route
 * updates or deletes it; a stage's retention is its table's (PITR, RETAIN in prod).
 */
export function auditLogEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'auditLog', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        actorId: { type: 'string', required: true },
        /** The actor's name at the time, so the log reads without a lookup. */
        actorName: { type: 'string', required: true },
        action: { type: 'string', required: true },
        targetType: { type: AUDIT_TARGET_TYPES, required: true },
        targetId: { type: 'string', required: true },
        /** The changed fields before and after (meta in the spec). */
        before: { type: 'any' },
        after: { type: 'any' },
        ipAddress: { type: 'string', required: true },
        userAgent: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true },
        /** The table's TTL (epoch seconds), when the stage keeps entries for a set number of days. */
        expiresAt: { type: 'number', field: TABLE.ttlAttribute },
      },
      indexes: {
        byId: byIdIndex,
        /** Every entry, newest first. */
        newest: newestIndex,
        /** Entries about one kind of target, newest first. */
        byTargetType: newestIn('gsi2', ['targetType'], 'default'),
        /** One actor's entries, newest first. */
        byActor: newestIn('gsi3', ['actorId']),
      },
    },
    config,
  );
}

export type AuditLogEntity = ReturnType<typeof auditLogEntity>;
export type AuditLogItem = EntityItem<AuditLogEntity>;
