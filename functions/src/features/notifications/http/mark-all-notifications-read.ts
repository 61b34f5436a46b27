import { markAllNotificationsRead as route } from '@club/shared/api/notifications';
import { markAllNotificationsRead } from '../notifications.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/notifications/read-all: every unread notification of the caller read. */
export const handler = httpHandler(route, async ({ member }) => markAllNotificationsRead(member));
