import { listStaffMembers as route } from '@club/shared/api/staff-members';
import { listStaffMembers } from '../../members/index.js';
import { staffDirectoryByText } from '../../search/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/staff/members[?q=&verified=]: the staff console's members, newest first; with text, from the search's staff index. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const q = query.q?.trim();
  const page = q ? await staffDirectoryByText(member, { ...query, q }) : await listStaffMembers(query);
  return reply.page(page.items, page.cursor);
});
