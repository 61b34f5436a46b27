import { networkRoutes } from '@club/shared';
import { listIntroductions } from '../../domain/network/introductions.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/network/intro-requests: introductions the caller is party to. */
export const handler = httpHandler(networkRoutes.listIntroRequests, async ({ member, query }) => {
  const page = await listIntroductions(member, query);
  return reply.page(page.items, page.cursor);
});
