import type { SavedItem, SavedKind } from '@club/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { usePagedListByKey } from '../../../lib/paged-list';

const itemPath = (kind: SavedKind, itemId: string) => `/api/saved-items/${kind}/${encodeURIComponent(itemId)}`;

/** The member's saved posts (Bookmarks) or jobs (Saved Jobs), newest first. */
export const useSavedItems = (kind: SavedKind) => usePagedListByKey<SavedItem>(['/api/saved-items', { kind }]);

/** Whether one post or job is saved by the member. */
export const useIsSaved = (kind: SavedKind, itemId: string) =>
  useQuery<{ saved: boolean }>({ queryKey: ['/api/saved-items', kind, itemId] });

/** Saves or un-saves; the item's state, the saved lists and the member's counts are refreshed. */
export function useToggleSaved(kind: SavedKind, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => apiRequest<{ saved: boolean }>(save ? 'PUT' : 'DELETE', itemPath(kind, itemId)),
    onSuccess: async (state) => {
      queryClient.setQueryData(['/api/saved-items', kind, itemId], state);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/saved-items', { kind }] }),
        queryClient.invalidateQueries({ queryKey: ['/api/members/me/activity'] }),
      ]);
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Could not update your saved items. Please try again.', variant: 'destructive' });
    },
  });
}
