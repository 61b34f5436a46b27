import * as z from '../zod.js';
import { NOTIFICATION_KINDS } from '../notifications/constants.js';
import { idSchema } from './ids.js';
import { pageQuery } from './pagination.js';
import { defineRoute } from './route.js';
import { onFirstUse } from '../lazy.js';

/** One line in the bell's panel. */
export const notificationSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.optional(z.string()),
    /** A path inside the site that shows what happened. */
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  }),
);
export type AppNotification = z.infer<typeof notificationSchema>;

const notificationParams = /* @__PURE__ */ onFirstUse(() => z.object({ notificationId: idSchema('Notification') }));

export const listNotifications = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/notifications',
    access: 'read',
    auth: 'session',
    query: z.object({ ...pageQuery }),
    response: z.array(notificationSchema),
    summary: 'The caller’s notifications, newest first',
  }),
);

export const getUnreadNotificationCount = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'read',
    auth: 'session',
    response: z.object({ count: z.number().check(z.int(), z.gte(0)), messages: z.number().check(z.int(), z.gte(0)) }),
    summary: 'How many of the caller’s notifications are unread (the bell’s dot)',
  }),
);

export const markNotificationRead = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/notifications/{notificationId}/read',
    access: 'write',
    auth: 'session',
    params: notificationParams,
    response: notificationSchema,
    summary: 'Mark one of the caller’s notifications read (another member’s is 404)',
  }),
);

export const markAllNotificationsRead = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'write',
    auth: 'session',
    response: z.object({ count: z.number().check(z.int(), z.gte(0)) }),
    summary: 'Mark every unread notification of the caller read; answers how many changed',
  }),
);

export const notificationRoutes = {
  listNotifications,
  getUnreadNotificationCount,
  markNotificationRead,
  markAllNotificationsRead,
} as const;
