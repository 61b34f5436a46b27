import { authData } from './data.js';
import { queryAll } from '../../platform/db/pages.js';
import { sessionsOf, type SessionItem } from './entities/session.js';

// Apart from sessions.ts, which opens and ends sessions, so the route that lists them bundles none of its write builders.

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A member's stored sessions, live or not yet deleted by the TTL, oldest sign-in first (one Query of the member index). */
export const storedSessionsOf = (memberId: string): Promise<SessionItem[]> => queryAll(authData().sessions, sessionsOf(memberId), { ascending: true });

/** Whether a stored session still signs a request in (TTL deletion is lazy). */
export const isLive = (session: Pick<SessionItem, 'idleExpiresAt' | 'absoluteExpiresAt'>, now = nowSeconds()): boolean =>
  session.idleExpiresAt > now && session.absoluteExpiresAt > now;
