import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/members/me/suggestions: people the member may know and events near them (read again when the home opens, as connections change elsewhere). */
export const useSuggestions = () => useQuery({ ...routeQueryOptions('getSuggestions'), staleTime: 0, refetchOnMount: 'always' });
