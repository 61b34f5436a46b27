import { auditEntrySchema, type AuditEntry, type AuditTargetType } from '@club/shared';
import { AUDIT_LOG, auditByActor, auditOfTargetType, type AuditLogItem } from './entities/audit-log.js';
import { queryPage } from '../../platform/db/pages.js';
import { auditData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

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
  const { auditLogs } = auditData();
  const page = await readPage(cursor, () =>
    actorId
      ? queryPage(auditLogs, auditByActor(actorId), { limit, cursor, ...(targetType ? { filter: { attr: 'targetType', eq: targetType } } : {}) })
      : queryPage(auditLogs, targetType ? auditOfTargetType(targetType) : AUDIT_LOG, { limit, cursor }),
  );
  return { items: page.items.map(toEntry), cursor: page.cursor };
}
