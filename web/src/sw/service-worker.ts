/// <reference lib="webworker" />
import './push-events.js';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { adoptSessionKey, dropMemberCaches, isMemberRoute, isSignOut, memberRoute } from './member-cache.js';
import type { PageToWorker } from './messages.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Sign-out first: this listener only watches (no respondWith), so the request still reaches the server.
self.addEventListener('fetch', (event) => {
  if (isSignOut(new URL(event.request.url))) event.waitUntil(dropMemberCaches());
});

// The app shell of this version: hashed assets and index.html. A new version's worker waits with its own copy
// until the member chooses Reload, so a page never mixes old and new files.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes open offline from the cached shell; the API, the local sign-in pages and files are never it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/local-idp\//, /\/[^/]+\.[a-z0-9]+$/i] }));

// Hashed files left out of the precache (the PDF viewer, the QR decoder, fonts): cached when first used.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: 'assets-on-use', plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url, request }) => isMemberRoute(url, request.method),
  ({ request, url }) => memberRoute(request, url),
);

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'member-session') event.waitUntil(adoptSessionKey(message.key));
  else if (message?.type === 'member-signed-out') event.waitUntil(dropMemberCaches());
});

// The first worker controls the page that installed it, so the tickets seen on that first visit are kept offline.
// An update takes control only after skipWaiting (the member's Reload).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
