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
    response: z.object({
      count: z.number().check(z.int(), z.gte(0)),
      /** Unread messages over the caller's threads that are neither muted nor blocked (the header's messages count), read in the same round. */
      messages: z.number().check(z.int(), z.gte(0)),
    }),
    summary: 'How many of the caller’s notifications are unread (the bell’s dot), and their unread messages',
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

/** The base64url alphabet, unpadded: how browsers give a subscription's keys. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64url = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(BASE64URL, 'Must be base64url'));

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the
 * push service's URL and the keys that encrypt each payload (a P-256 public
 * key, 65 bytes, and a 16-byte auth secret). The server also refuses a plain
 * http endpoint in the cloud (only the local push service is http).
 */
export const pushSubscriptionInputSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(1024)),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  }),
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** Push on the caller's device: the key to subscribe with and whether this device (session) is subscribed. */
export const pushSettingsSchema = /* @__PURE__ */ onFirstUse(() =>
  z.object({
    /** The stage's VAPID public key (base64url); null when push is not set up on this stage. */
    publicKey: z.nullable(z.string()),
    /** This device (the session of the request) has a subscription. */
    thisDevice: z.boolean(),
  }),
);
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const getPushSettings = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'GET',
    path: '/api/notifications/push',
    access: 'read',
    vapid: true,
    auth: 'session',
    response: pushSettingsSchema,
    summary: 'The VAPID public key and whether push is on for this device',
  }),
);

export const savePushSubscription = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'PUT',
    path: '/api/notifications/push',
    access: 'write',
    vapid: true,
    auth: 'session',
    body: pushSubscriptionInputSchema,
    response: pushSettingsSchema,
    summary: 'Turn push on for this device: keep its browser’s subscription (replacing the device’s earlier one)',
  }),
);

export const deletePushSubscription = /* @__PURE__ */ onFirstUse(() =>
  defineRoute({
    method: 'DELETE',
    path: '/api/notifications/push',
    access: 'write',
    vapid: true,
    auth: 'session',
    response: pushSettingsSchema,
    summary: 'Turn push off for this device (its subscription is removed)',
  }),
);

export const notificationRoutes = {
  listNotifications,
  getUnreadNotificationCount,
  markNotificationRead,
  markAllNotificationsRead,
  getPushSettings,
  savePushSubscription,
  deletePushSubscription,
} as const;
