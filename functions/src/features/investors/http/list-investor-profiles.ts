import { listInvestorProfiles as route } from '@club/shared/api/investors';
import { listProfiles } from '../profiles.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investor-profiles: Investor Network. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await listProfiles(query);
  return reply.page(page.items, page.cursor);
});
