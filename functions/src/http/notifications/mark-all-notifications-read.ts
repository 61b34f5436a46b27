import { notificationRoutes } from '@club/shared';
import { markAllNotificationsRead } from '../../domain/notifications/notifications.js';
import { httpHandler } from '../handler.js';

/** POST /api/notifications/read-all: every unread notification of the caller read. */
export const handler = httpHandler(notificationRoutes.markAllNotificationsRead, async ({ member }) => markAllNotificationsRead(member));
