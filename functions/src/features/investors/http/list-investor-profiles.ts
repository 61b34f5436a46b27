import { investorRoutes } from '@club/shared';
import { listProfiles } from '../profiles.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investor-profiles: Investor Network. */
export const handler = httpHandler(investorRoutes.listInvestorProfiles, async ({ query }) => {
  const page = await listProfiles(query);
  return reply.page(page.items, page.cursor);
});
