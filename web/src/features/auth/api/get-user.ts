import { currentUserSchema, type CurrentUser } from '@club/shared';
import { queryOptions, useQuery, type QueryFunction } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';

const fetchUser = getQueryFn<unknown>({ on401: 'returnNull' });

/** GET /api/auth/user, checked against the shared contract; 401 means signed out (null). */
export const getUser: QueryFunction<CurrentUser | null> = async (context) => {
  const data = await fetchUser(context);
  return data === null ? null : currentUserSchema.parse(data);
};

/** The user lookup: the key is the path (spec 1 §7); no retry on failure. */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'] as const,
    queryFn: getUser,
    retry: false,
  });

/** The signed-in member, `null` when signed out, `undefined` while loading. */
export const useUser = () => useQuery(getUserQueryOptions());
