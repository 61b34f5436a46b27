import type { SavedKind } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { savedItemQueryOptions } from './get-saved-item';
import { savedItemsQueryOptions } from './list-saved-items';

/** PUT (true) or DELETE (false) the saved item; its state takes the answer, the saved list of its kind and the member's counts refresh. */
export const useToggleSaved = (kind: SavedKind, itemId: string) =>
  useRouteWrite((save: boolean) => (save ? 'saveItem' : 'unsaveItem'), {
    input: () => ({ params: { kind, itemId } }),
    onSuccess: (state, _save, queryClient) => queryClient.setQueryData(savedItemQueryOptions(kind, itemId).queryKey, state),
    invalidate: [savedItemsQueryOptions(kind).queryKey, routeKey('getMyActivity')],
    failure: 'Could not update your saved items. Please try again.',
  });
