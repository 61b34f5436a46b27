import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Options for {@link createQueryClient}. */
export interface QueryClientOptions {
  /** Called with every failed query and mutation (the app plugs in its unauthorized handler). */
  onError?: (error: Error) => void;
}

/**
 * The app's QueryClient: every read brings its own query function from
 * the typed client (keys are the path's parts), no retry, no refetch on focus, no polling, data never goes stale; mutations never retry.
 */
export function createQueryClient({ onError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        // Offline, a read still goes out: the service worker answers the member's tickets from its cache, and
        // anything else fails at once (the screen says it needs a connection) instead of waiting paused.
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
