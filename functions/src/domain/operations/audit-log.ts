import { auditEntrySchema, type AuditEntry, type AuditTargetType } from '@club/shared';
import type { AuditLogItem } from '../../db/entities/audit-log.js';
import { operationsData } from '../../db/services/operations.js';
import { readPage, type Page, type PageRequest } from '../paging.js';

export interface AuditLogQuery extends PageRequest {
  targetType?: AuditTargetType;
  actorId?: string;
}

const toEntry = (item: AuditLogItem): AuditEntry => auditEntrySchema.parse(item);

/**
 * GET /api/admin/audit-log, newest first: ONE Query on the narrowest index
 * (the actor's, else the target type's, else every entry); with both filters
 * the actor's entries are filtered by target type, so a page may be short
 * but keeps its cursor while there is more to read.
 */
export async function listAuditLog({ targetType, actorId, limit, cursor }: AuditLogQuery): Promise<Page<AuditEntry>> {
  const { auditLogs } = operationsData();
  const options = { limit, cursor, order: 'desc' } as const;
  const page = await readPage(cursor, () =>
    actorId
      ? auditLogs.query
          .byActor({ actorId })
          .where((attr, op) => (targetType ? op.eq(attr.targetType, targetType) : ''))
          .go(options)
      : targetType
        ? auditLogs.query.byTargetType({ targetType }).go(options)
        : auditLogs.query.newest({}).go(options),
  );
  return { items: page.data.map(toEntry), cursor: page.cursor };
}
