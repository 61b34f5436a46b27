import { listCompanies as route } from '@club/shared/api/companies';
import { listCompanies } from '../companies.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/companies[?mine=true]: companies newest first, or the caller's own. */
export const handler = httpHandler(route, async ({ query, member }) => {
  const page = await listCompanies(member, query);
  return reply.page(page.items, page.cursor);
});
