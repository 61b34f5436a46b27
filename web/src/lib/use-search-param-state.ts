import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Search params to change: a value sets the key; null, undefined or '' deletes it; keys not named stay as they are. */
export type SearchParamChanges = Readonly<Record<string, string | null | undefined>>;

export interface SearchParamUpdateOptions {
  /** Replace the current history entry instead of adding one (for typing, so Back does not step through letters). */
  replace?: boolean;
}

export type UpdateSearchParams = (changes: SearchParamChanges, options?: SearchParamUpdateOptions) => void;

/** A search param's value when it is one of `values` (a filter, a tab), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

/** `current` with `changes` applied (a new object; `current` is left alone). */
export function withSearchParams(current: URLSearchParams, changes: SearchParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value == null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * Screen state kept in the URL's search params, so every view can be linked to and Back undoes it.
 *
 * `const [params, update] = useSearchParamState();` then `params.get('view')` to read and
 * `update({ view: 'mine', forumId: null })` to set and clear several keys in one navigation.
 *
 * History: an update adds an entry (push), so Back returns to the previous view or closes the
 * dialog it opened; pass `{ replace: true }` for changes made while typing. An update that would
 * leave the URL as it is does not navigate (no duplicate entries). The path is kept, the hash is not.
 *
 * `update` keeps its identity across renders and always starts from the newest params, so a
 * delayed call (a debounce timer) does not undo changes made since, and two calls in one handler add up.
 */
export function useSearchParamState(): [URLSearchParams, UpdateSearchParams] {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ params, setParams });
  useLayoutEffect(() => {
    latest.current = { params, setParams };
  });
  const update = useCallback<UpdateSearchParams>((changes, { replace = false } = {}) => {
    const { params: current, setParams: navigate } = latest.current;
    const next = withSearchParams(current, changes);
    if (next.toString() === current.toString()) return;
    latest.current.params = next;
    navigate(next, { replace });
  }, []);
  return [params, update];
}
