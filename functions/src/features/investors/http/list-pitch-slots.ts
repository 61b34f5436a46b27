import { investorRoutes } from '@club/shared';
import { listPitchSlots } from '../pitch-slots.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investor-profiles/{investorId}/pitch-slots: an investor's upcoming slots. */
export const handler = httpHandler(investorRoutes.listPitchSlots, async ({ member, params, query }) => {
  const page = await listPitchSlots(member, params.investorId, query);
  return reply.page(page.items, page.cursor);
});
