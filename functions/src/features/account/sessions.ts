import type { MemberSession } from '@club/shared';
import { deleteSessions, isLive, revokeRefreshTokens, storedSessionsOf } from '../auth/index.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { deviceLabel } from './device.js';
import { byCodeUnits } from '../../platform/lib/text-order.js';

export const SESSION_NOT_FOUND = 'Session not found';

/** The caller's session as the handler has it: its table key names "this device". */
interface Current {
  idHash: string;
  memberId: string;
}

/** GET /api/members/me/sessions: the caller's live sessions, this one first (marked), then the most recently active. */
export async function listMySessions(current: Current): Promise<MemberSession[]> {
  const live = (await storedSessionsOf(current.memberId)).filter((session) => isLive(session));
  const shown = live.map((session): MemberSession & { sortKey: string } => {
    const signedInAt = session.createdAt;
    return {
      id: session.publicId ?? '',
      current: session.idHash === current.idHash,
      ...deviceLabel(session.userAgent),
      signedInAt,
      lastActiveAt: session.lastActiveAt ?? signedInAt,
      ...(session.place ? { place: session.place } : {}),
      sortKey: session.lastActiveAt ?? signedInAt,
    };
  });
  // A session older than public ids (before migration 0008 ran) cannot be named: it is not listed, and sign out everywhere still ends it.
  return shown
    .filter((session) => session.id)
    .sort((a, b) => Number(b.current) - Number(a.current) || byCodeUnits(b.sortKey, a.sortKey))
    .map(({ sortKey: _sortKey, ...session }) => session);
}

/**
 * DELETE /api/members/me/sessions: ends every other session of the caller
 * (expired ones the TTL has not yet removed included) and revokes their
 * refresh tokens at the provider. One Query, one BatchWrite per 25.
 */
export async function signOutOtherSessions(current: Current): Promise<{ signedOut: number }> {
  const others = (await storedSessionsOf(current.memberId)).filter((session) => session.idHash !== current.idHash);
  const liveCount = others.filter((session) => isLive(session)).length;
  await revokeRefreshTokens(await deleteSessions(others));
  return { signedOut: liveCount };
}

/**
 * DELETE /api/members/me/sessions/{sessionId}: ends one of the caller's
 * sessions, this one included (then this device is signed out). Another
 * member's id, or an unknown one, is 404: only the caller's index is read.
 */
export async function signOutSession(current: Current, publicId: string): Promise<{ signedOut: number; wasCurrent: boolean }> {
  const session = (await storedSessionsOf(current.memberId)).find((stored) => stored.publicId === publicId && isLive(stored));
  if (!session) throw new NotFoundError(SESSION_NOT_FOUND);
  await revokeRefreshTokens(await deleteSessions([session]));
  return { signedOut: 1, wasCurrent: session.idHash === current.idHash };
}

/** Ends every session of a member (suspension): answers how many were live. */
export async function endAllSessions(memberId: string): Promise<number> {
  const all = await storedSessionsOf(memberId);
  await revokeRefreshTokens(await deleteSessions(all));
  return all.filter((session) => isLive(session)).length;
}
