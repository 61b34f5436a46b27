import { forumRoutes } from '@club/shared';
import { listForums } from '../../domain/forums/forums.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** GET /api/forums: the topic forums with their counts (all fit one page). */
export const handler = httpHandler(forumRoutes.listForums, async () => reply.page(await listForums(), null));
