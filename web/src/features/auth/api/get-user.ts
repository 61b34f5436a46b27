import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, hasStatus, routeKey } from '../../../lib/api-client';

/** GET /api/auth/user. 401 means signed out, so it yields null rather than an error. */
export async function getUser({ signal }: { signal?: AbortSignal } = {}) {
  try {
    return await call('getAuthUser', { signal });
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

/** The user lookup: the key is the path; no retry on failure. */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: routeKey('getAuthUser'),
    queryFn: getUser,
    retry: false,
  });

/** The signed-in member, `null` when signed out, `undefined` while loading. */
export const useUser = () => useQuery(getUserQueryOptions());
