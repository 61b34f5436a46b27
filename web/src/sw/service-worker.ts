/// <reference lib="webworker" />
import './push-events.js';
import { assetOnUse, dropOlderShells, installShell, shellFile, type ShellEntry } from './app-shell.js';
import { adoptSessionKey, dropMemberCaches, isMemberRoute, isSignOut, memberRoute } from './member-cache.js';
import type { PageToWorker } from './messages.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ShellEntry[] };

/** This version's shell (the start page, the offline screens, icons), listed by the build (offline-shell-plugin.ts). */
const SHELL = self.__WB_MANIFEST;

/** Client-side routes: a navigation that is not the API, the local sign-in pages or a file. */
const isAppNavigation = (url: URL) => !/^\/(api|local-idp)\//.test(url.pathname) && !/\/[^/]+\.[a-z0-9]+$/i.test(url.pathname);

// A new version downloads its own shell and then waits until the member chooses Reload, so a page never mixes
// old and new files.
self.addEventListener('install', (event) => event.waitUntil(installShell(SHELL, self.location.origin)));

// The first worker controls the page that installed it, so the tickets seen on that first visit are kept offline.
// An update takes control only after skipWaiting (the member's Reload).
self.addEventListener('activate', (event) => event.waitUntil(dropOlderShells(SHELL).then(() => self.clients.claim())));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Sign-out only watched (no answer given): the request still reaches the server.
  if (isSignOut(url)) {
    event.waitUntil(dropMemberCaches());
    return;
  }
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isAppNavigation(url)) {
    event.respondWith(shellFile(SHELL, '/index.html').then((page) => page ?? fetch(request)));
  } else if (isMemberRoute(url, request.method)) {
    event.respondWith(memberRoute(request, url));
  } else if (url.pathname.startsWith('/assets/') || SHELL.some((entry) => `/${entry.url}` === url.pathname)) {
    event.respondWith(shellFile(SHELL, url).then((file) => file ?? assetOnUse(request)));
  }
});

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'member-session') event.waitUntil(adoptSessionKey(message.key));
  else if (message?.type === 'member-signed-out') event.waitUntil(dropMemberCaches());
});
