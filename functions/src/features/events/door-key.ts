import { createHmac } from 'node:crypto';

const INFO = 'club-door-list-v1';

/**
 * The key a door device encrypts its saved door list and queue with
 * (AES-256-GCM, base64url): an HMAC under the session id the request's
 * cookie carries. That id is random, HttpOnly (page script never reads it)
 * and stored by the server only as a hash, so the key is kept nowhere: the
 * same session gets the same key on every download, another session
 * (signed out and in again, another device) a different one, and neither a
 * copy of the table nor the device's storage alone yields it.
 */
export function doorKeyOf(sessionId: string): string {
  return createHmac('sha256', sessionId).update(INFO).digest('base64url');
}
