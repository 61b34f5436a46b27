import { randomUUID } from 'node:crypto';
import type { AuditTargetType, Member } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { operationsData } from '../../db/services/operations.js';
import type { NamedWrite } from '../../db/transaction.js';
import { config } from '../../config.js';
import { personName } from './notification-text.js';

/** Who did a staff or admin action, and from where (the API Gateway event's source IP and user agent). */
export interface Actor {
  member: Member;
  ipAddress: string;
  userAgent: string;
}

export interface AuditEntry {
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  /** Only the fields the action changed, as they were and as they became. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Entries are kept per stage configuration: AUDIT_RETENTION_DAYS, else as long as the table. */
function expiry(): { expiresAt?: number } {
  const days = config.auditRetentionDays;
  return days ? { expiresAt: Math.floor(Date.now() / 1000) + days * 86_400 } : {};
}

/**
 * The audit item for one action, as a write of the same transaction as the
 * change: the log can never say something happened that did not, or miss it.
 */
export function auditWrite(actor: Actor, entry: AuditEntry): NamedWrite<'audit'> {
  const item = {
    id: randomUUID(),
    actorId: actor.member.id,
    actorName: personName(actor.member),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    ...(entry.before ? { before: entry.before } : {}),
    ...(entry.after ? { after: entry.after } : {}),
    ipAddress: actor.ipAddress.slice(0, 100),
    userAgent: actor.userAgent.slice(0, 500),
    createdAt: new Date().toISOString(),
    ...expiry(),
  };
  return { name: 'audit', write: operationsData().auditLogs.build(PutTransaction).item(item) };
}
