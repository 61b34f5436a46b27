import { notificationRoutes } from '@club/shared';
import { markNotificationRead } from '../../domain/notifications/notifications.js';
import { httpHandler } from '../handler.js';

/** POST /api/notifications/{notificationId}/read: one notification read (idempotent). */
export const handler = httpHandler(notificationRoutes.markNotificationRead, async ({ member, params }) =>
  markNotificationRead(member, params.notificationId),
);
