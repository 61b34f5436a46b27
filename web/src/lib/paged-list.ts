import { NEXT_CURSOR_HEADER } from '@club/shared';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { pathFromQueryKey, throwIfResNotOk } from './api-client';

/** One page of a list: the API answers the items as the body and the next cursor in a header. */
export interface PageOf<T> {
  items: T[];
  nextCursor: string | null;
}

/** GETs one page of the list at `path` (built from a query key), after `cursor` when given. */
export async function fetchPage<T>(path: string, cursor?: string | null, signal?: AbortSignal): Promise<PageOf<T>> {
  const url = cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return { items: (await res.json()) as T[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * A list read page by page. The key is the list's query key
 * (`['/api/posts', { topic, limit }]`): put `limit` in the key's object when a
 * screen shows a fixed slice, so invalidating `['/api/posts']` refreshes every
 * list of posts. Every list of the app goes through here, never plain useQuery,
 * so one key never holds two data shapes.
 */
export function usePagedList<T>(queryKey: QueryKey, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(pathFromQueryKey(queryKey), pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
