import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';

/** GET /api/events/{eventId}/guests: who's going (the seated guests who chose to be listed) and how many go. */
export const useGuestList = (eventId: string) => useQuery(routeQueryOptions('listEventGuests', { params: { eventId } }));

/** PUT /api/events/{eventId}/rsvp/guest-list: show or hide me on the list; the list and the event (my RSVP) are read again. */
export const useGuestListChoice = (eventId: string) =>
  useRouteWrite('setGuestListChoice', {
    input: (showOnGuestList: boolean) => ({ params: { eventId }, body: { showOnGuestList } }),
    invalidate: [routeKey('getEvent', { params: { eventId } }), routeKey('listEventGuests', { params: { eventId } })],
    successTitle: (show) => (show ? 'You are on the guest list' : 'You are off the guest list'),
    failure: apiReason,
  });
