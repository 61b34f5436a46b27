import { notificationRoutes } from '@club/shared';
import { unreadNotificationCount } from '../../domain/notifications/notifications.js';
import { httpHandler } from '../handler.js';

/** GET /api/notifications/unread-count: the bell's dot. */
export const handler = httpHandler(notificationRoutes.getUnreadNotificationCount, async ({ member }) => unreadNotificationCount(member));
