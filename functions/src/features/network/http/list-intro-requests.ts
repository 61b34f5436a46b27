import { listIntroRequests as route } from '@club/shared/api/network';
import { listIntroductions } from '../introduction-reads.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/network/intro-requests: introductions the caller is party to. */
export const handler = httpHandler(route, async ({ member, query }) => {
  const page = await listIntroductions(member, query);
  return reply.page(page.items, page.cursor);
});
