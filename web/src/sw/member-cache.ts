/// <reference lib="webworker" />
import { FROM_OFFLINE_CACHE_HEADER, MEMBER_CACHE_PREFIX, SESSION_KEY_CACHE } from './messages.js';

/**
 * The member's own answers the app needs offline, cached per session: never
 * across members. Only these GET routes are cached, NetworkFirst (the network
 * answer when there is one, the cached one offline):
 * - /api/auth/user: boots the app signed in;
 * - /api/events/my-rsvps: the member's tickets (QR, code, event, time, place);
 * - /api/events/{eventId}: an event page with its agenda, only when the member holds a ticket to it.
 */
const SESSION_ROUTE = '/api/auth/user';
const TICKETS_ROUTE = '/api/events/my-rsvps';
const EVENT_ROUTE = /^\/api\/events\/[A-Za-z0-9_-]+$/;
/** Paths under /api/events/ that are lists or actions, not an event id. */
const NOT_EVENT_IDS = new Set(['upcoming', 'my-events', 'my-rsvps']);
const TICKET_STATUSES = new Set(['confirmed', 'checked_in']);
/** A slow network waits this long before a cached answer is shown instead ("lie-fi" at a venue). */
const NETWORK_TIMEOUT_MS = 6000;

/** Where the current session's key is kept between worker restarts (a worker's memory dies when idle). */
const KEY_CACHE = SESSION_KEY_CACHE;
const KEY_URL = '/__member-session-key';

let currentKey: string | undefined;

export function isMemberRoute(url: URL, method: string): boolean {
  if (method !== 'GET' || url.origin !== self.location.origin) return false;
  if (url.pathname === SESSION_ROUTE || url.pathname === TICKETS_ROUTE) return true;
  return EVENT_ROUTE.test(url.pathname) && !NOT_EVENT_IDS.has(url.pathname.split('/')[3] ?? '');
}

/** Sign-out leaves through GET /api/logout (a navigation) or its POST confirmation. */
export const isSignOut = (url: URL): boolean => url.origin === self.location.origin && url.pathname === '/api/logout';

async function sessionKey(): Promise<string | undefined> {
  if (currentKey) return currentKey;
  // caches.match, not caches.open: opening would create the cache again after a sign-out deleted it.
  const stored = await caches.match(KEY_URL, { cacheName: KEY_CACHE });
  currentKey = stored ? await stored.text() : undefined;
  return currentKey;
}

/** A new session (another member, or the same one signed in again) never sees the previous session's answers. */
export async function adoptSessionKey(key: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(key) || key === (await sessionKey())) return;
  await dropMemberCaches();
  currentKey = key;
  await (await caches.open(KEY_CACHE)).put(KEY_URL, new Response(key));
}

export async function dropMemberCaches(): Promise<void> {
  currentKey = undefined;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX) || name === KEY_CACHE).map((name) => caches.delete(name)));
}

/** Whether an answer is worth keeping for offline use; reads a clone of it. */
async function worthKeeping(url: URL, response: Response): Promise<boolean> {
  if (!response.ok) return false;
  if (url.pathname === SESSION_ROUTE || url.pathname === TICKETS_ROUTE) return true;
  const event = (await response.clone().json()) as { myRsvp?: { status?: string } };
  return TICKET_STATUSES.has(event.myRsvp?.status ?? '');
}

/** Keeps a copy in the current session's cache when the answer is one of the member's own to keep. */
async function keep(request: Request, url: URL, response: Response): Promise<void> {
  const key = await sessionKey();
  if (key && (await worthKeeping(url, response))) await (await caches.open(MEMBER_CACHE_PREFIX + key)).put(request, response.clone());
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);
}

/** NetworkFirst for the allow-listed member routes, in the session's own cache. */
export async function memberRoute(request: Request, url: URL): Promise<Response> {
  const key = await sessionKey();
  const cache = key ? await caches.open(MEMBER_CACHE_PREFIX + key) : undefined;
  const network = fetch(request).then(async (response) => {
    if (url.pathname === SESSION_ROUTE) {
      // Signed out on the server (expired, revoked): nothing of that session stays on the device.
      if (response.status === 401) await dropMemberCaches();
      else if (response.ok) {
        const user = (await response.clone().json()) as { offlineCacheKey?: string };
        if (user.offlineCacheKey) await adoptSessionKey(user.offlineCacheKey);
      }
    }
    await keep(request, url, response).catch(() => undefined); // best effort: a full disk never fails the answer itself
    return response;
  });
  const cached = cache ? await cache.match(request) : undefined;
  if (!cached) return network;
  const first = await withTimeout(
    network.catch(() => undefined),
    NETWORK_TIMEOUT_MS,
  );
  return first === 'timeout' || first === undefined ? markedOfflineCopy(cached) : first;
}

/** The cached answer, marked so the page knows the server was not reached. */
function markedOfflineCopy(cached: Response): Response {
  const headers = new Headers(cached.headers);
  headers.set(FROM_OFFLINE_CACHE_HEADER, '1');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}
