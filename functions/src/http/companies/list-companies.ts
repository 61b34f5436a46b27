import { companyRoutes } from '@club/shared';
import { listCompanies } from '../../domain/companies/companies.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/companies[?mine=true]: companies newest first, or the caller's own. */
export const handler = httpHandler(companyRoutes.listCompanies, async ({ query, member }) => {
  const page = await listCompanies(member, query);
  return reply.page(page.items, page.cursor);
});
