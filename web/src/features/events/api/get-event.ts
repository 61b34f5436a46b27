import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/events/{eventId}: the whole event with seats left and the member's RSVP (View Details, the check-in tab's title). */
export const eventQueryOptions = (eventId: string) => routeQueryOptions('getEvent', { params: { eventId } });
export const useEvent = (eventId: string | undefined) => useQuery({ ...eventQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
