import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/members/me/visibility: whether the member hides from the directory and from people suggestions. */
export const myVisibilityQueryOptions = () => routeQueryOptions('getMyVisibility');
export const useMyVisibility = () => useQuery(myVisibilityQueryOptions());
