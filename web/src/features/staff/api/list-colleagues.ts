import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/staff/colleagues: the staff and admins a ticket can be assigned to. */
export const colleaguesQueryOptions = () => routeQueryOptions('listColleagues');
export const useColleagues = () => useQuery(colleaguesQueryOptions());
