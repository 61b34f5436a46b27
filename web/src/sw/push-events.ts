/// <reference lib="webworker" />
import { noticeOf, subscriptionBody, windowFor } from './push-payload.js';

declare const self: ServiceWorkerGlobalScope;

/** The route that keeps this device's subscription (shared/src/api/notifications.ts, savePushSubscription). */
const PUSH_ROUTE = '/api/notifications/push';

/** Signing out leaves through this path (a navigation, or the confirmation page's POST). */
const LOGOUT_PATH = '/api/logout';

// Signing out drops this browser's subscription too (the page does as well; this covers every way out): the next
// member on this browser gets none of these pushes. Only watches: the request still reaches the server.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || url.pathname !== LOGOUT_PATH) return;
  event.waitUntil(
    self.registration.pushManager
      .getSubscription()
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => undefined),
  );
});

// A push: one visible notice (browsers require one per push); a later one with the same tag replaces it.
self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data?.text());
  event.waitUntil(self.registration.showNotification(notice.title, notice.options));
});

// A click: focus a window of the site on the notice's link (or open one there).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | undefined)?.link ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const found = windowFor(windows, link, self.location.origin);
      if (!found) {
        await self.clients.openWindow(link);
        return;
      }
      const focused = await found.window.focus();
      if (found.navigate) await focused.navigate(link);
    })(),
  );
});

// The push service replaced or dropped the subscription: subscribe again with the same key and tell the server,
// signed in by the page's own cookie (same origin). Signed out, the server refuses it and nothing is pushed.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
    waitUntil(p: Promise<unknown>): void;
  };
  change.waitUntil(
    (async () => {
      const key = change.oldSubscription?.options.applicationServerKey;
      const next = change.newSubscription ?? (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
      if (!next) return;
      await fetch(PUSH_ROUTE, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscriptionBody(next.toJSON())),
      });
    })(),
  );
});

export {};
