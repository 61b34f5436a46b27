import { MEMBER_CACHE_PREFIX, SESSION_KEY_CACHE, type PageToWorker } from '../../sw/messages';

/** The signed-in session's offline key, as last told by GET /api/auth/user. */
let sessionKey: string | undefined;

function tellWorker(message: PageToWorker): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Tells the controlling worker which session's cache the member's answers go in (again when a worker takes over). */
export function announceSession(key: string | undefined = sessionKey): void {
  sessionKey = key;
  if (key) tellWorker({ type: 'member-session', key });
}

/**
 * Sign-out: every API answer of this member kept for offline use is deleted,
 * by the page itself and by the worker (which also drops them when it sees the
 * sign-out request, in case this page is gone first).
 */
export async function clearOfflineMemberData(): Promise<void> {
  sessionKey = undefined;
  tellWorker({ type: 'member-signed-out' });
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX) || name === SESSION_KEY_CACHE).map((name) => caches.delete(name)));
}
