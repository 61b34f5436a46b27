import { Dialog } from '../../../components/ui/dialog';
import { GlobalSearchBox } from './global-search-box';

/** Ctrl/⌘-K: the global search in a dialog, its input focused; opening a result closes it. */
export function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Search the club">
      <div className="global-search-dialog">
        <GlobalSearchBox autoFocus onOpened={onClose} />
        <p className="muted global-search-dialog__hint">Up and Down choose a result, Enter opens it, Escape closes.</p>
      </div>
    </Dialog>
  );
}
