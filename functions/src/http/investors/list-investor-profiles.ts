import { investorRoutes } from '@club/shared';
import { listProfiles } from '../../domain/investors/profiles.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/investor-profiles: Investor Network. */
export const handler = httpHandler(investorRoutes.listInvestorProfiles, async ({ query }) => {
  const page = await listProfiles(query);
  return reply.page(page.items, page.cursor);
});
