import { notificationRoutes } from '@club/shared';
import { markAllNotificationsRead } from '../notifications.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/notifications/read-all: every unread notification of the caller read. */
export const handler = httpHandler(notificationRoutes.markAllNotificationsRead, async ({ member }) => markAllNotificationsRead(member));
