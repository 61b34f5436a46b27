import { listAuditLog as route } from '@club/shared/api/staff-members';
import { listAuditLog } from '../../audit/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/admin/audit-log[?targetType=&actorId=]: admins read the audit log, newest first. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listAuditLog(query);
  return reply.page(page.items, page.cursor);
});
