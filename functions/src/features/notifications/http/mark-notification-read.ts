import { markNotificationRead as route } from '@club/shared/api/notifications';
import { markNotificationRead } from '../notifications.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/notifications/{notificationId}/read: one notification read (idempotent). */
export const handler = httpHandler(route, async ({ member, params }) => markNotificationRead(member, params.notificationId));
