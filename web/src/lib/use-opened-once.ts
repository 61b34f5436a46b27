import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a lazily loaded dialog
 * is mounted (and its code fetched) when first opened, then stays mounted like
 * an eagerly imported one, so closing it keeps its state (the forms'
 * code is not part of a screen's first load).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
