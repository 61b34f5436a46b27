import type { SavedKind } from '@club/shared';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/saved-items?kind=: the member's saved posts (Bookmarks) or jobs (Saved Jobs), newest first. */
export const savedItemsQueryOptions = (kind: SavedKind) => listQueryOptions('listSavedItems', { query: { kind } });
export const useSavedItems = (kind: SavedKind) => usePagedList(savedItemsQueryOptions(kind));
