import { staffMemberRoutes } from '@club/shared';
import { listStaffMembers } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/members[?q=&verified=]: the staff console's members, newest first. */
export const handler = httpHandler(staffMemberRoutes.listStaffMembers, async ({ query }) => {
  const page = await listStaffMembers(query);
  return reply.page(page.items, page.cursor);
});
