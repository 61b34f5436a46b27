import { randomBytes, randomUUID } from 'node:crypto';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@club/shared';
import type { SessionItem } from './entities/session.js';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { authData } from './data.js';
import { deleteAll } from '../../platform/db/batch-write.js';
import type { ActiveSession } from '../../platform/http/middleware.js';
import { MAX_SESSION_ID_LENGTH, hashSessionId } from './session-check.js';
import { nowSeconds } from './sessions-reads.js';

/** User agents are kept to this length (real ones are far shorter). */
const MAX_USER_AGENT_LENGTH = 512;

/**
 * A session cookie's value: the member id (base64url) and 32 random bytes,
 * joined by a dot. Knowing the member id from the cookie lets one BatchGet
 * read the session and the member together (session-check.ts); the table key
 * is the hash of the whole value, so an edited member id names no session.
 */
const newSessionId = (memberId: string): string => `${Buffer.from(memberId).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

/** What the devices list tells of where a session was opened: never the IP. */
export interface SignInDevice {
  userAgent?: string;
  place?: string;
}

/** Opens a session and returns its random id (the cookie value). */
export async function createSession(
  memberId: string,
  tokens: { refreshToken?: string; idToken?: string } = {},
  device: SignInDevice = {},
): Promise<{ sessionId: string; maxAgeSeconds: number }> {
  const sessionId = newSessionId(memberId);
  const now = nowSeconds();
  const idleExpiresAt = now + SESSION_IDLE_SECONDS;
  const signedInAt = new Date(now * 1000).toISOString();
  await authData()
    .sessions.build(PutItemCommand)
    .item({
      idHash: hashSessionId(sessionId),
      publicId: randomUUID(),
      memberId,
      idleExpiresAt,
      absoluteExpiresAt: now + SESSION_ABSOLUTE_SECONDS,
      expiresAt: idleExpiresAt,
      createdAt: signedInAt,
      lastActiveAt: signedInAt,
      ...(device.userAgent ? { userAgent: device.userAgent.slice(0, MAX_USER_AGENT_LENGTH) } : {}),
      ...(device.place ? { place: device.place } : {}),
      ...tokens,
    })
    .options({ condition: { attr: 'idHash', exists: false } })
    .send();
  return { sessionId, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS };
}

/** Ends a session; returns what it held so the caller can revoke tokens. */
export async function revokeSession(sessionId: string | undefined): Promise<ActiveSession | undefined> {
  if (!sessionId || sessionId.length > MAX_SESSION_ID_LENGTH) return undefined;
  const idHash = hashSessionId(sessionId);
  const { Attributes: data } = await authData().sessions.build(DeleteItemCommand).key({ idHash }).options({ returnValues: 'ALL_OLD' }).send();
  return data ? { idHash, memberId: data.memberId, refreshToken: data.refreshToken, idToken: data.idToken } : undefined;
}

/**
 * Ends the given sessions (deletes them: their cookies then sign nothing in)
 * and answers their refresh tokens, for the caller to revoke at the provider.
 */
export async function deleteSessions(sessions: readonly Pick<SessionItem, 'idHash' | 'refreshToken'>[]): Promise<string[]> {
  await deleteAll(
    authData().sessions,
    sessions.map(({ idHash }) => ({ idHash })),
  );
  return sessions.flatMap((session) => (session.refreshToken ? [session.refreshToken] : []));
}
