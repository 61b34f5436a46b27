import { notificationRoutes } from '@club/shared';
import { unreadNotificationCount } from '../notifications.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/notifications/unread-count: the bell's dot. */
export const handler = httpHandler(notificationRoutes.getUnreadNotificationCount, async ({ member }) => unreadNotificationCount(member));
