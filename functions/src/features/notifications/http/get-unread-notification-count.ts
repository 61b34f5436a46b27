import { getUnreadNotificationCount as route } from '@club/shared/api/notifications';
import { unreadNotificationCount } from '../notifications.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/notifications/unread-count: the bell's dot. */
export const handler = httpHandler(route, async ({ member }) => unreadNotificationCount(member));
