/** What the page tells the service worker (src/features/app/ posts these; the worker answers nothing). */
export type PageToWorker =
  /** The signed-in session's offline key (from GET /api/auth/user): member API answers are cached under it. */
  | { type: 'member-session'; key: string }
  /** The member signs out (or the app finds itself signed out): drop every cached member answer. */
  | { type: 'member-signed-out' }
  /** The member chose "Reload" on "A new version is ready": the waiting worker takes over. */
  | { type: 'SKIP_WAITING' };

/** Member API answers live in caches named with this prefix and the session's offline key. */
export const MEMBER_CACHE_PREFIX = 'member-api-';

/** Holds the current session's offline key between worker restarts. */
export const SESSION_KEY_CACHE = 'member-session-key';

/** Marks an answer the worker gave from its cache because the network failed: the page then knows it is offline. */
export const FROM_OFFLINE_CACHE_HEADER = 'x-club-offline-copy';
