import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/**
 * GET /api/members/me/getting-started. Read again each time the home opens:
 * the steps are done on other screens (an RSVP, a connection, e-mail choices),
 * whose writes do not know this read.
 */
export const useGettingStarted = () => useQuery({ ...routeQueryOptions('getGettingStarted'), staleTime: 0, refetchOnMount: 'always' });
