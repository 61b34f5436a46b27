import { listMyRsvps as route } from '@club/shared/api/events';
import { listMyRsvps } from '../rsvp-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/events/my-rsvps: the caller’s RSVPs with their events. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listMyRsvps(member, query);
  return reply.page(page.items, page.cursor);
});
