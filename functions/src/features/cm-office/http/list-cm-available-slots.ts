import { listCmAvailableSlots as route } from '@club/shared/api/cm-office';
import { availableSlots } from '../requests.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/cm-office/available-slots?date=: open slots of an India day. */
export const handler = httpHandler(route, async ({ query }) => {
  const page = await availableSlots(query.date, query);
  return reply.page(page.items, page.cursor);
});
