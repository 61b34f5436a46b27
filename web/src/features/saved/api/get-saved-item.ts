import type { SavedKind } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/saved-items/{kind}/{itemId}: whether one post or job is saved by the member. */
export const savedItemQueryOptions = (kind: SavedKind, itemId: string) => routeQueryOptions('getSavedItem', { params: { kind, itemId } });
export const useIsSaved = (kind: SavedKind, itemId: string) => useQuery(savedItemQueryOptions(kind, itemId));
