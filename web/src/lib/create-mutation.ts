import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../components/ui/toast';
import { apiRequest, isUnauthorizedError, type ApiMethod } from './api-client';

/** Spec 1 §5: the toast every create dialog shows when a required field is empty (nothing is sent). */
export const REQUIRED_FIELDS_TOAST = { title: 'Error', description: 'Please fill in all required fields.', variant: 'destructive' } as const;

/** True when every named field holds non-blank text. */
export const hasRequired = <T extends object>(values: T, fields: (keyof T)[]): boolean =>
  fields.every((field) => String(values[field] ?? '').trim().length > 0);

interface WriteOptions {
  method?: ApiMethod;
  /** List keys to refresh after success (prefixes: every page and slice of them). */
  invalidate: QueryKey[];
  /** The success toast title (spec 1 §8), or none. */
  successTitle?: string;
  successDescription?: string;
  /** The failure toast description (spec 1 §8); 401s are left to the app's unauthorized handler. */
  failure: string;
}

/**
 * A write the screens share: sends the body, refreshes the lists it changes
 * and raises the spec's success or failure toast.
 */
export function useApiWrite<TBody, TResult = unknown>(url: string | ((body: TBody) => string), options: WriteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      apiRequest<TResult>(options.method ?? 'POST', typeof url === 'function' ? url(body) : url, options.method === 'DELETE' ? undefined : body),
    onSuccess: async () => {
      if (options.successTitle) toast({ title: options.successTitle, description: options.successDescription, variant: 'success' });
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: options.failure, variant: 'destructive' });
    },
  });
}
