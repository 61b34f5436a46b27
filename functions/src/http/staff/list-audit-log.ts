import { staffMemberRoutes } from '@club/shared';
import { listAuditLog } from '../../domain/audit/audit-log.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/admin/audit-log[?targetType=&actorId=]: admins read the audit log, newest first. */
export const handler = httpHandler(staffMemberRoutes.listAuditLog, async ({ query }) => {
  const page = await listAuditLog(query);
  return reply.page(page.items, page.cursor);
});
