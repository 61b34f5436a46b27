import { listPitchSlots as route } from '@club/shared/api/investors';
import { listPitchSlots } from '../pitch-slots.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/investor-profiles/{investorId}/pitch-slots: an investor's upcoming slots. */
export const handler = httpHandler(route, async ({ member, params, query }) => {
  const page = await listPitchSlots(member, params.investorId, query);
  return reply.page(page.items, page.cursor);
});
