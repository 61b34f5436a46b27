import { listStaffMembers as route } from '@club/shared/api/staff-members';
import { listStaffMembers } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/members[?q=&verified=]: the staff console's members, newest first. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listStaffMembers(query);
  return reply.page(page.items, page.cursor);
});
