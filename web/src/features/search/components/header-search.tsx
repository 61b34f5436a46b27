import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import '../header-search.css';

// The search loads on the first focus of the box, Ctrl/⌘-K or a tap of the small-screen button: the shell's first load carries only this stand-in.
const GlobalSearchBox = lazy(() => import('./global-search-box').then(({ GlobalSearchBox }) => ({ default: GlobalSearchBox })));
const GlobalSearchDialog = lazy(() => import('./global-search-dialog').then(({ GlobalSearchDialog }) => ({ default: GlobalSearchDialog })));

const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
const PLACEHOLDER = 'Search members, posts, listings…';

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

/** The box as it shows before the search has loaded: what is typed meanwhile is handed to the search once it has. */
function StandInBox({ text, onText, onFocus }: { text: string; onText: (text: string) => void; onFocus?: () => void }) {
  return (
    <div className="global-search">
      <input
        className="global-search__input"
        type="text"
        aria-label="Search the club"
        placeholder={PLACEHOLDER}
        autoComplete="off"
        value={text}
        onChange={(event) => onText(event.target.value)}
        onFocus={onFocus}
      />
    </div>
  );
}

/**
 * The top bar's search: the global search box (a button on small screens),
 * and Ctrl/⌘-K anywhere opening the same search as a dialog.
 */
export function HeaderSearch() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogMounted = useOpenedOnce(dialogOpen);
  const [focused, setFocused] = useState(false);
  const boxMounted = useOpenedOnce(focused);
  const [typed, setTyped] = useState('');
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
        {boxMounted ? (
          <Suspense fallback={<StandInBox text={typed} onText={setTyped} />}>
            <GlobalSearchBox autoFocus initialText={typed} />
          </Suspense>
        ) : (
          <StandInBox text={typed} onText={setTyped} onFocus={() => setFocused(true)} />
        )}
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
      <Suspense fallback={null}>{dialogMounted ? <GlobalSearchDialog open={dialogOpen} onClose={() => setDialogOpen(false)} /> : null}</Suspense>
    </div>
  );
}
