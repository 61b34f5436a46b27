import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, memberSchema } from '@club/shared';
import type { SessionItem } from './entities/session.js';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { isConditionFailed } from '../../platform/db/errors.js';
import { getTogether } from '../../platform/db/get-together.js';
import { authData } from './data.js';
import { deleteAll } from '../../platform/db/batch-write.js';
import { queryAll } from '../../platform/db/pages.js';
import { sessionsOf } from './entities/session.js';
import type { ActiveSession, SessionResolver } from '../../platform/http/middleware.js';
import { memberLookup, type MemberItem } from '../members/index.js';

/** Slide the idle window at most this often, so reads rarely write. */
const SLIDE_EVERY_SECONDS = 60 * 60;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Longer cookie values are refused before any hashing or reading. */
const MAX_SESSION_ID_LENGTH = 512;
/** User agents are kept to this length (real ones are far shorter). */
const MAX_USER_AGENT_LENGTH = 512;

/**
 * A session cookie's value: the member id (base64url) and 32 random bytes,
 * joined by a dot. Knowing the member id from the cookie lets one BatchGet
 * read the session and the member together; the table key is the hash of the
 * whole value, so an edited member id names no session.
 */
const newSessionId = (memberId: string): string => `${Buffer.from(memberId).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

/** The member id a cookie value names; undefined for the older, random-only values. */
function memberIdIn(sessionId: string): string | undefined {
  const dot = sessionId.indexOf('.');
  return dot > 0 ? Buffer.from(sessionId.slice(0, dot), 'base64url').toString('utf8') || undefined : undefined;
}

/** The table key of a session: the cookie's random id never reaches the table. */
export const hashSessionId = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

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

/**
 * The live session for a cookie value and its member, or undefined when the
 * session is unknown, revoked (deleted), past either expiry, or its member is
 * gone or suspended. One DynamoDB round: the session and the member in one BatchGet (an
 * older cookie without the member id reads them one after the other). Slides
 * the idle window forward at most once an hour.
 */
export const loadSignedIn: SessionResolver = async (sessionId) => {
  if (!sessionId || sessionId.length > MAX_SESSION_ID_LENGTH) return undefined;
  const idHash = hashSessionId(sessionId);
  const { sessions } = authData();
  const memberId = memberIdIn(sessionId);
  let data: SessionItem | undefined;
  let member: MemberItem | undefined;
  if (memberId) {
    [data, member] = await getTogether([{ entity: sessions, key: { idHash } }, memberLookup(memberId)] as const);
    if (data && data.memberId !== memberId) return undefined;
  } else {
    data = (await sessions.build(GetItemCommand).key({ idHash }).send()).Item;
  }
  const now = nowSeconds();
  // TTL deletion is lazy: the expiry times decide, not the item's presence.
  if (!data || data.idleExpiresAt <= now || data.absoluteExpiresAt <= now) return undefined;
  if (!memberId) [member] = await getTogether([memberLookup(data.memberId)] as const);
  // A suspended member's sessions are ended when suspended; any left over answer as signed out.
  if (!member || member.suspendedAt) return undefined;
  if (now + SESSION_IDLE_SECONDS - data.idleExpiresAt >= SLIDE_EVERY_SECONDS) {
    const idleExpiresAt = Math.min(now + SESSION_IDLE_SECONDS, data.absoluteExpiresAt);
    try {
      // Only if it still exists, so a concurrent logout is never undone.
      await sessions
        .build(UpdateItemCommand)
        .item({ idHash, idleExpiresAt, expiresAt: idleExpiresAt, lastActiveAt: new Date(now * 1000).toISOString() })
        .options({ condition: { attr: 'idHash', exists: true } })
        .send();
    } catch (error) {
      if (isConditionFailed(error)) return undefined;
      throw error;
    }
  }
  return {
    session: { idHash, publicId: data.publicId, memberId: data.memberId, refreshToken: data.refreshToken, idToken: data.idToken },
    member: memberSchema.parse(member),
  };
};

/** Ends a session; returns what it held so the caller can revoke tokens. */
export async function revokeSession(sessionId: string | undefined): Promise<ActiveSession | undefined> {
  if (!sessionId || sessionId.length > MAX_SESSION_ID_LENGTH) return undefined;
  const idHash = hashSessionId(sessionId);
  const { Attributes: data } = await authData().sessions.build(DeleteItemCommand).key({ idHash }).options({ returnValues: 'ALL_OLD' }).send();
  return data ? { idHash, memberId: data.memberId, refreshToken: data.refreshToken, idToken: data.idToken } : undefined;
}

/** A member's stored sessions, live or not yet deleted by the TTL, oldest sign-in first (one Query of the member index). */
export const storedSessionsOf = (memberId: string): Promise<SessionItem[]> => queryAll(authData().sessions, sessionsOf(memberId), { ascending: true });

/** Whether a stored session still signs a request in (TTL deletion is lazy). */
export const isLive = (session: Pick<SessionItem, 'idleExpiresAt' | 'absoluteExpiresAt'>, now = nowSeconds()): boolean =>
  session.idleExpiresAt > now && session.absoluteExpiresAt > now;

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
