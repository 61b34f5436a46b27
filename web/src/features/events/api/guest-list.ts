import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';

/** GET /api/events/{eventId}/guests: who's going (the seated guests who chose to be listed) and how many go. */
export const useGuestList = (eventId: string) => useQuery(routeQueryOptions('listEventGuests', { params: { eventId } }));

/**
 * PUT /api/events/{eventId}/rsvp/guest-list: show or hide me on the list. The
 * event's details are read again for the member's own choice (read by key,
 * so never behind the write); the list places the member from that choice
 * (`withMyChoice`), because the list's own read may have started before the
 * write or read an index that lags it.
 */
export const useGuestListChoice = (eventId: string) =>
  useRouteWrite('setGuestListChoice', {
    input: (showOnGuestList: boolean) => ({ params: { eventId }, body: { showOnGuestList } }),
    invalidate: [routeKey('getEvent', { params: { eventId } })],
    successTitle: (show) => (show ? 'You are on the guest list' : 'You are off the guest list'),
    failure: apiReason,
  });
