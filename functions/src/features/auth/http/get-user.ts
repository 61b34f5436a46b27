import { createHash } from 'node:crypto';
import { getAuthUser as route } from '@club/shared/api/auth';
import { toCurrentUser } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';

/**
 * The session's offline cache key: a hash of the session's table key (itself a hash of the cookie), so it names
 * the session without revealing anything that signs in.
 */
export const offlineCacheKey = (sessionIdHash: string): string =>
  createHash('sha256').update(`offline-cache:${sessionIdHash}`).digest('base64url').slice(0, 32);

/** GET /api/auth/user: the signed-in member (the wrapper answers 401 without a session). */
export const handler = httpHandler(route, async ({ member, session }) => ({ ...toCurrentUser(member), offlineCacheKey: offlineCacheKey(session.idHash) }));
