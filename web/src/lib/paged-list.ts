import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import {
  callAnswerPage,
  callPage,
  routeKey,
  type AnswerPage,
  type AnswerPageRouteId,
  type CallArgs,
  type CallResult,
  type ListItem,
  type ListRouteId,
  type LocateArgs,
  type PageOf,
} from './api-client';

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
  settings: { enabled?: boolean; refetchInterval?: number } = {},
) {
  // A polled list (the messages inbox) asks again only while its tab is visible; options that poll by themselves keep their interval.
  const polling = settings.refetchInterval === undefined ? {} : { refetchInterval: settings.refetchInterval };
  const query = useInfiniteQuery({ ...options, ...polling, enabled: settings.enabled ?? true });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/**
 * The query options of a search route, read page by page like a list: the
 * body is an object (`{ total, results, facets, didYouMean }`), the next
 * cursor in the same header as every list.
 */
export function answerPagesQueryOptions<K extends AnswerPageRouteId>(id: K, ...[input]: CallArgs<K>) {
  type Page = AnswerPage<CallResult<K>>;
  return infiniteQueryOptions<Page, Error, InfiniteData<Page, string | null>, readonly unknown[], string | null>({
    queryKey: routeKey(id, ...([input] as LocateArgs<K>)),
    queryFn: ({ pageParam, signal }) => callAnswerPage(id, input, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * A search read page by page: its results flattened into `items`, and the
 * first page's answer (`total`, `facets`, `didYouMean`, which every page repeats) as `answer`.
 * The previous answer stays on screen while a changed query loads, so typing does not flash skeletons.
 */
export function usePagedAnswer<A extends { results: readonly unknown[] }>(
  options: UseInfiniteQueryOptions<AnswerPage<A>, Error, InfiniteData<AnswerPage<A>, string | null>, readonly unknown[], string | null>,
  settings: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...options, enabled: settings.enabled ?? true, placeholderData: keepPreviousData });
  const pages = query.data?.pages ?? [];
  return { ...query, answer: pages[0]?.answer, items: pages.flatMap((page) => page.answer.results as A['results'][number][]) };
}
