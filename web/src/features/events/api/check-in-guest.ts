import type { CheckInInput } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { checkInStatusQueryOptions } from './get-check-in-status';

/**
 * POST /api/events/{eventId}/check-ins: by code or by RSVP; toast 'Check-in
 * successful!', the count from the answer at once, then the attendees and
 * the count read again; a refusal is said on the panel itself.
 */
export const useCheckInGuest = (eventId: string) =>
  useRouteWrite('checkInAttendee', {
    input: (body: CheckInInput) => ({ params: { eventId }, body }),
    invalidate: [routeKey('listEventAttendees', { params: { eventId } }), checkInStatusQueryOptions(eventId).queryKey],
    successTitle: 'Check-in successful!',
    failure: () => undefined,
    onSuccess: (result, _body, queryClient) => {
      queryClient.setQueryData(checkInStatusQueryOptions(eventId).queryKey, (status) => (status ? { ...status, ...result.count } : status));
    },
  });
