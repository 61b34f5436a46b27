import { createHash, randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@club/shared';
import { isConditionFailed } from '../../db/errors.js';
import { authData } from '../../db/services/auth.js';

/** Slide the idle window at most this often, so reads rarely write. */
const SLIDE_EVERY_SECONDS = 60 * 60;

export interface ActiveSession {
  idHash: string;
  memberId: string;
  refreshToken?: string;
  idToken?: string;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The table key of a session: the cookie's random id never reaches the table. */
export const hashSessionId = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

/** Opens a session and returns its random id (the cookie value). */
export async function createSession(
  memberId: string,
  tokens: { refreshToken?: string; idToken?: string } = {},
): Promise<{ sessionId: string; maxAgeSeconds: number }> {
  const sessionId = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  const idleExpiresAt = now + SESSION_IDLE_SECONDS;
  await authData()
    .sessions.create({
      idHash: hashSessionId(sessionId),
      memberId,
      createdAt: now,
      idleExpiresAt,
      absoluteExpiresAt: now + SESSION_ABSOLUTE_SECONDS,
      expiresAt: idleExpiresAt,
      ...tokens,
    })
    .go();
  return { sessionId, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS };
}

/**
 * The live session for a cookie value, or undefined when it is unknown,
 * revoked (deleted) or past either expiry. Slides the idle window forward.
 */
export async function loadSession(sessionId: string | undefined): Promise<ActiveSession | undefined> {
  if (!sessionId || sessionId.length > 200) return undefined;
  const idHash = hashSessionId(sessionId);
  const { sessions } = authData();
  const { data } = await sessions.get({ idHash }).go();
  const now = nowSeconds();
  // TTL deletion is lazy: the expiry times decide, not the item's presence.
  if (!data || data.idleExpiresAt <= now || data.absoluteExpiresAt <= now) return undefined;
  if (now + SESSION_IDLE_SECONDS - data.idleExpiresAt >= SLIDE_EVERY_SECONDS) {
    const idleExpiresAt = Math.min(now + SESSION_IDLE_SECONDS, data.absoluteExpiresAt);
    try {
      // patch = only if it still exists, so a concurrent logout is never undone.
      await sessions.patch({ idHash }).set({ idleExpiresAt, expiresAt: idleExpiresAt }).go();
    } catch (error) {
      if (isConditionFailed(error)) return undefined;
      throw error;
    }
  }
  return { idHash, memberId: data.memberId, refreshToken: data.refreshToken, idToken: data.idToken };
}

/** Ends a session; returns what it held so the caller can revoke tokens. */
export async function revokeSession(sessionId: string | undefined): Promise<ActiveSession | undefined> {
  if (!sessionId || sessionId.length > 200) return undefined;
  const idHash = hashSessionId(sessionId);
  const { data } = await authData().sessions.delete({ idHash }).go({ response: 'all_old' });
  return data ? { idHash, memberId: data.memberId, refreshToken: data.refreshToken, idToken: data.idToken } : undefined;
}
