import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { GlobalSearchBox } from './global-search-box';
import '../search.css';

// Fetched on the first Ctrl/⌘-K or tap of the small-screen button: the shell's first load carries only the box.
const GlobalSearchDialog = lazy(() => import('./global-search-dialog').then(({ GlobalSearchDialog }) => ({ default: GlobalSearchDialog })));

const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

/**
 * The top bar's search: the global search box (a button on small screens),
 * and Ctrl/⌘-K anywhere opening the same search as a dialog.
 */
export function HeaderSearch() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const mounted = useOpenedOnce(dialogOpen);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setDialogOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="header-search">
      <div className="header-search__box">
        <GlobalSearchBox />
      </div>
      <button
        type="button"
        className="icon-button header-search__button"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setDialogOpen(true)}
      >
        <SearchIcon />
      </button>
      <Suspense fallback={null}>{mounted ? <GlobalSearchDialog open={dialogOpen} onClose={() => setDialogOpen(false)} /> : null}</Suspense>
    </div>
  );
}
