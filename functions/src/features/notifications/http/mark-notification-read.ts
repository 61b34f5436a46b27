import { notificationRoutes } from '@club/shared';
import { markNotificationRead } from '../notifications.js';
import { httpHandler } from '../../../http-handler.js';

/** POST /api/notifications/{notificationId}/read: one notification read (idempotent). */
export const handler = httpHandler(notificationRoutes.markNotificationRead, async ({ member, params }) => markNotificationRead(member, params.notificationId));
