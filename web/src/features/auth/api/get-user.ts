// Type-only import: parsing with currentUserSchema here would pull zod (~20 KB gz) into the entry chunk.
import type { CurrentUser } from '@club/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';

/** GET /api/auth/user (shape: currentUserSchema). 401 means signed out, so it yields null. */
export const getUser = getQueryFn<CurrentUser>({ on401: 'returnNull' });

/** The user lookup: the key is the path (spec 1 §7); no retry on failure. */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'] as const,
    queryFn: getUser,
    retry: false,
  });

/** The signed-in member, `null` when signed out, `undefined` while loading. */
export const useUser = () => useQuery(getUserQueryOptions());
