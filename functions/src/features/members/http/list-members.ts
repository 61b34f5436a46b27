import { listMembers as route } from '@club/shared/api/members';
import { listMembers } from '../directory.js';
import { directoryByText } from '../../search/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/**
 * GET /api/members[?q=&badge=&chapter=&verified=]: the directory, newest
 * first; with text, the search's members index answers (a name is found
 * however far down the list, typos and Telugu too), paged the same way.
 */
export const handler = httpHandler(route, async ({ member, query }) => {
  const q = query.q?.trim();
  const page = q ? await directoryByText(member, { ...query, q }) : await listMembers(query);
  return reply.page(page.items, page.cursor);
});
