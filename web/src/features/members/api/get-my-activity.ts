import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/members/me/activity: the member's own counts (Your Posts, Your Listings, saved items, applications). */
export const myActivityQueryOptions = () => routeQueryOptions('getMyActivity');
export const useMyActivity = () => useQuery(myActivityQueryOptions());
