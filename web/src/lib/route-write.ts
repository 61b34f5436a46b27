import type { RouteBodyInput, WebRouteId, Routes } from '@club/shared';
import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryClient } from '@tanstack/react-query';
import { dismissActionToasts, toast } from '../components/ui/toast';
import { call, isUnauthorizedError, type CallArgs, type CallInput, type CallResult } from './api-client';

/** The toast every create dialog shows when a required field is empty (nothing is sent). */
export const REQUIRED_FIELDS_TOAST = { title: 'Error', description: 'Please fill in all required fields.', variant: 'destructive' } as const;

/** True when every named field holds non-blank text. */
export const hasRequired = <T extends object>(values: T, fields: (keyof T)[]): boolean =>
  fields.every((field) => String(values[field] ?? '').trim().length > 0);

type Key = readonly unknown[];
type Refresh = Key | InvalidateQueryFilters;
const isKey = (refresh: Refresh): refresh is Key => Array.isArray(refresh);

interface RouteWriteOptions<K extends WebRouteId, V> {
  /** What `mutate(variables)` sends; by default the variables are the JSON body. */
  input?: (variables: V) => CallInput<K>;
  /** Reads to refresh after success: key prefixes (usually `routeKey(listRoute)`) or filters. */
  invalidate: Refresh[] | ((variables: V) => Refresh[]);
  /** The success toast title (spec), or none; a function may word it by what was sent and what came back. */
  successTitle?: string | ((variables: V, result: CallResult<K>) => string);
  successDescription?: string;
  /** The failure toast description (spec); undefined for none (e.g. a 400 shown under the fields). 401s go to the app's unauthorized handler. */
  failure: string | ((error: unknown) => string | undefined);
  /** The toasts' action key; by default the route id (a fixed route) or none. */
  action?: string;
  /** Runs after success, before the refresh (e.g. to put the answer into a read's cache). */
  onSuccess?: (result: CallResult<K>, variables: V, queryClient: QueryClient) => void;
}

/**
 * A write through the typed client: calls the route, raises the spec's
 * success or failure toast and refreshes the reads it changes. Its toasts
 * carry the action's key: a new attempt clears the last outcome, so a
 * success never stays beside a later failure (a toast, or issues under the fields).
 */
export function useRouteWrite<K extends WebRouteId, V = RouteBodyInput<Routes[K]>>(route: K | ((variables: V) => K), options: RouteWriteOptions<K, V>) {
  const queryClient = useQueryClient();
  const action = options.action ?? (typeof route === 'string' ? route : undefined);
  return useMutation({
    mutationFn: (variables: V) =>
      call(typeof route === 'function' ? route(variables) : route, ...([options.input ? options.input(variables) : { body: variables }] as CallArgs<K>)),
    onMutate: () => {
      if (action) dismissActionToasts(action);
    },
    onSuccess: async (result, variables) => {
      options.onSuccess?.(result, variables, queryClient);
      const title = typeof options.successTitle === 'function' ? options.successTitle(variables, result) : options.successTitle;
      if (title) toast({ title, description: options.successDescription, variant: 'success', ...(action ? { action } : {}) });
      const keys = typeof options.invalidate === 'function' ? options.invalidate(variables) : options.invalidate;
      await Promise.all(keys.map((refresh) => queryClient.invalidateQueries(isKey(refresh) ? { queryKey: refresh } : refresh)));
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const description = typeof options.failure === 'function' ? options.failure(error) : options.failure;
      if (description) toast({ title: 'Error', description, variant: 'destructive', ...(action ? { action } : {}) });
    },
  });
}
