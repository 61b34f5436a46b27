import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** How often the check-in tab reads the count again: other organizers may be checking guests in at another door. */
export const CHECK_IN_POLL_MS = 5_000;

/** GET /api/events/{eventId}/check-ins: checked in n of m, and the window. */
export const checkInStatusQueryOptions = (eventId: string) => routeQueryOptions('getCheckInStatus', { params: { eventId } });
export const useCheckInStatus = (eventId: string) => useQuery({ ...checkInStatusQueryOptions(eventId), refetchInterval: CHECK_IN_POLL_MS });
