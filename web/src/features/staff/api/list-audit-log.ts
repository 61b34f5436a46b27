import type { AuditTargetType } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

export interface AuditFilter {
  targetType?: AuditTargetType;
  actorId?: string;
}

/** GET /api/admin/audit-log?targetType=&actorId=: the audit log newest first (admins). */
export const auditLogQueryOptions = (filter: AuditFilter) => listQueryOptions('listAuditLog', { query: filter });
export const useAuditLog = (filter: AuditFilter) => usePagedList(auditLogQueryOptions(filter));
