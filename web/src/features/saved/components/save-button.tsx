import type { SavedKind } from '@club/shared';
import { Button } from '@aws-amplify/ui-react';
import { useIsSaved } from '../api/get-saved-item';
import { useToggleSaved } from '../api/set-saved-item';

const LABELS: Record<SavedKind, [string, string]> = { post: ['Bookmark', 'Bookmarked'], job: ['Save', 'Saved'] };

/** Saves a post (Bookmarks) or a job (Saved Jobs): one mechanism for both. */
export function SaveButton({ kind, itemId }: { kind: SavedKind; itemId: string }) {
  const state = useIsSaved(kind, itemId);
  const toggle = useToggleSaved(kind, itemId);
  const saved = state.data?.saved ?? false;
  const [label, savedLabel] = LABELS[kind];
  return (
    <Button size="small" aria-pressed={saved} isDisabled={state.isPending || toggle.isPending} onClick={() => toggle.mutate(!saved)}>
      {saved ? `★ ${savedLabel}` : `☆ ${label}`}
    </Button>
  );
}
