import { cmOfficeRoutes } from '@club/shared';
import { availableSlots } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/cm-office/available-slots?date=: open slots of an India day. */
export const handler = httpHandler(cmOfficeRoutes.listCmAvailableSlots, async ({ query }) => {
  const page = await availableSlots(query.date, query);
  return reply.page(page.items, page.cursor);
});
