import { createHash } from 'node:crypto';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { SESSION_IDLE_SECONDS, TABLE, memberSchema } from '@club/shared';
import type { SessionItem } from './entities/session.js';
import { config } from '../../platform/config.js';
import { clubTable } from '../../platform/db/club-table.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { getTogether } from '../../platform/db/get-together.js';
import type { SessionResolver } from '../../platform/http/middleware.js';
import { authData } from './data.js';
import { memberLookup, type MemberItem } from '../members/index.js';

/**
 * The session check every route runs (the route wrapper's `loadSignedIn`),
 * apart from opening and ending sessions (sessions.ts): it writes with no
 * toolbox action, so a route's bundle carries toolbox's put, update, delete
 * and condition builders only when its own code writes with them.
 */

/** Slide the idle window at most this often, so reads rarely write. */
const SLIDE_EVERY_SECONDS = 60 * 60;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Longer cookie values are refused before any hashing or reading. */
export const MAX_SESSION_ID_LENGTH = 512;

/** The member id a cookie value names; undefined for the older, random-only values. */
function memberIdIn(sessionId: string): string | undefined {
  const dot = sessionId.indexOf('.');
  return dot > 0 ? Buffer.from(sessionId.slice(0, dot), 'base64url').toString('utf8') || undefined : undefined;
}

/** The table key of a session: the cookie's random id never reaches the table. */
export const hashSessionId = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

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
      await clubTable.getDocumentClient().send(new UpdateCommand(slideUpdate(idHash, idleExpiresAt, new Date(now * 1000).toISOString())));
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

/**
 * The idle slide: the UpdateItem toolbox's `UpdateItemCommand` writes for
 * `{ idHash, idleExpiresAt, expiresAt: idleExpiresAt, lastActiveAt }` with the
 * condition that the session still exists (so a concurrent logout is never
 * undone), written out (session-check.test.ts compares it with toolbox's).
 */
export function slideUpdate(idHash: string, idleExpiresAt: number, lastActiveAt: string, at = new Date().toISOString()): UpdateCommandInput {
  return {
    TableName: config.tableName,
    Key: authData().sessions.computeKey!({ idHash }),
    UpdateExpression: 'SET #s_1 = :s_1, #s_2 = :s_2, #s_3 = :s_3, #s_4 = :s_4, #s_5 = if_not_exists(#s_5, :s_5), #s_6 = if_not_exists(#s_6, :s_6), #s_7 = :s_7',
    ConditionExpression: 'attribute_exists(#c_1)',
    ExpressionAttributeNames: {
      '#c_1': 'idHash',
      '#s_1': 'idHash',
      '#s_2': 'idleExpiresAt',
      '#s_3': TABLE.ttlAttribute,
      '#s_4': 'lastActiveAt',
      '#s_5': TABLE.entityAttribute,
      '#s_6': 'createdAt',
      '#s_7': 'updatedAt',
    },
    ExpressionAttributeValues: {
      ':s_1': idHash,
      ':s_2': idleExpiresAt,
      ':s_3': idleExpiresAt,
      ':s_4': lastActiveAt,
      ':s_5': authData().sessions.entityName,
      ':s_6': at,
      ':s_7': at,
    },
  };
}
