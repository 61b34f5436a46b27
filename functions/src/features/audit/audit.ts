import { randomUUID } from 'node:crypto';
import type { AuditTargetType } from '@club/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { auditData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { config } from '../../platform/config.js';
import type { Actor } from '../../platform/http/actor.js';
import { displayName } from '@club/shared';

export type { Actor } from '../../platform/http/actor.js';

/**
 * The operator at a terminal (`npm run role`): no club member, so the entry
 * names the machine and the OS account it was run from instead.
 */
export interface OperatorActor {
  operator: { host: string; user: string; command: string };
}

export const OPERATOR_ID = 'operator';

/** Who the entry names, and from where. */
function actorFields(actor: Actor | OperatorActor) {
  if ('operator' in actor) {
    const { host, user, command } = actor.operator;
    return { actorId: OPERATOR_ID, actorName: `operator ${user}@${host}`, ipAddress: host, userAgent: `${command} (OS user ${user})` };
  }
  return { actorId: actor.member.id, actorName: displayName(actor.member), ipAddress: actor.ipAddress, userAgent: actor.userAgent };
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
export function auditWrite(actor: Actor | OperatorActor, entry: AuditEntry): NamedWrite<'audit'> {
  const who = actorFields(actor);
  const item = {
    id: randomUUID(),
    actorId: who.actorId,
    actorName: who.actorName.slice(0, 200),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    ...(entry.before ? { before: entry.before } : {}),
    ...(entry.after ? { after: entry.after } : {}),
    ipAddress: who.ipAddress.slice(0, 100),
    userAgent: who.userAgent.slice(0, 500),
    createdAt: new Date().toISOString(),
    ...expiry(),
  };
  return { name: 'audit', write: auditData().auditLogs.build(PutTransaction).item(item) };
}
