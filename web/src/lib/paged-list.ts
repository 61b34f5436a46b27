import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@club/shared';
import { callPage, pathFromQueryKey, routeKey, throwIfResNotOk, type CallArgs, type ListItem, type ListRouteId, type LocateArgs, type PageOf } from './api-client';

export type { PageOf };

/**
 * The query options of a list route, read page by page: key from the route
 * (`['/api/posts', { topic, limit }]`), pages through `cursor` and the
 * next-cursor header. Put `limit` in the query when a screen shows a fixed
 * slice, so invalidating the list's prefix refreshes every slice too.
 */
export function listQueryOptions<K extends ListRouteId>(id: K, ...[input]: CallArgs<K>) {
  type Page = PageOf<ListItem<K>>;
  return infiniteQueryOptions<Page, Error, InfiniteData<Page, string | null>, readonly unknown[], string | null>({
    queryKey: routeKey(id, ...([input] as LocateArgs<K>)),
    queryFn: ({ pageParam, signal }) => callPage(id, input, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * A list read page by page, with its items flattened. Every list of the app
 * goes through here, never plain useQuery, so one query key never holds two
 * data shapes.
 */
export function usePagedList<T>(
  options: UseInfiniteQueryOptions<PageOf<T>, Error, InfiniteData<PageOf<T>, string | null>, readonly unknown[], string | null>,
  settings: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...options, enabled: settings.enabled ?? true });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** @deprecated the path-built list, until every list reads through `listQueryOptions`. */
export function usePagedListByKey<T>(queryKey: QueryKey, settings: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage<T>(pathFromQueryKey(queryKey), pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: settings.enabled ?? true,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** @deprecated GETs one page of the list at `path`; goes with the path-built usePagedList. */
export async function fetchPage<T>(path: string, cursor?: string | null, signal?: AbortSignal): Promise<PageOf<T>> {
  const url = cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : path;
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return { items: (await res.json()) as T[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}
