// moderation helper replaces this: a placeholder so the route table compiles; never ship it.
import { listMessageReports as route } from '@club/shared/api/messages';
import { httpHandler } from '../../../http-handler.js';
import { NotFoundError } from '../../../platform/lib/errors.js';

/** GET /api/staff/message-reports: not built yet (the moderation work replaces this file). */
export const handler = httpHandler(route, () => Promise.reject(new NotFoundError('Not built yet')));
