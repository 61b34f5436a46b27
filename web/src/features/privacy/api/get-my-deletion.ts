import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/members/me/deletion: whether the member's erasure is scheduled, and when. */
export const myDeletionQueryOptions = () => routeQueryOptions('getMyDeletion');
export const useMyDeletion = () => useQuery(myDeletionQueryOptions());
