import { SEARCH_DEBOUNCE_MS } from '@club/shared';
import { useEffect, useState } from 'react';
import { useSearchParamState } from '../../lib/use-search-param-state';

/**
 * A search box's text kept in the address's `q`: typing sends it after a
 * pause (replacing the history entry, like all typing), and a change of `q`
 * from elsewhere (a did-you-mean, Back, a link) shows in the box.
 */
export function useSearchText() {
  const [params, update] = useSearchParamState();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    if (q !== text.trim()) setText(q);
  }
  useEffect(() => {
    const timer = setTimeout(() => update({ q: text.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, update]);
  /** Searches `value` now (a did-you-mean): a new history entry, so Back returns to what was typed. */
  const searchNow = (value: string) => {
    setText(value);
    update({ q: value });
  };
  return { text, setText, q, searchNow };
}
