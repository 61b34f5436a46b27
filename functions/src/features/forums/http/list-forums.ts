import { forumRoutes } from '@club/shared';
import { listForums } from '../forums.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/forums: the topic forums with their counts (all fit one page). */
export const handler = httpHandler(forumRoutes.listForums, async () => reply.page(await listForums(), null));
