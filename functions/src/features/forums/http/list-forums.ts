import { listForums as route } from '@club/shared/api/forums';
import { listForums } from '../forums.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** GET /api/forums: the topic forums with their counts (all fit one page). */
export const handler = httpHandler(route, async () => reply.page(await listForums(), null));
