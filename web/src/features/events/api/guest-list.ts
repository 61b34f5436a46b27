import type { CurrentUser, GuestList } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';

/** GET /api/events/{eventId}/guests: who's going (the seated guests who chose to be listed) and how many go. */
export const useGuestList = (eventId: string) => useQuery(routeQueryOptions('listEventGuests', { params: { eventId } }));

/**
 * PUT /api/events/{eventId}/rsvp/guest-list: show or hide me on the list. The
 * list changes at once in the cache (`seated`: only a guest with a seat is
 * listed): the server's list reads an index that may lag a moment behind the
 * write, so a refetch alone could still show the old list.
 */
export const useGuestListChoice = (eventId: string, seated: boolean) =>
  useRouteWrite('setGuestListChoice', {
    input: (showOnGuestList: boolean) => ({ params: { eventId }, body: { showOnGuestList } }),
    onSuccess: (_answer, show, queryClient) => {
      const me = queryClient.getQueryData<CurrentUser>(routeKey('getAuthUser'));
      if (!me) return;
      queryClient.setQueryData<GuestList>(routeQueryOptions('listEventGuests', { params: { eventId } }).queryKey, (list) => {
        if (!list) return list;
        const others = list.guests.filter((guest) => guest.id !== me.id);
        const person = {
          id: me.id,
          firstName: me.firstName,
          lastName: me.lastName,
          ...(me.profileImageUrl ? { profileImageUrl: me.profileImageUrl } : {}),
          verified: me.verified,
        };
        return { ...list, guests: show && seated ? [...others, person] : others };
      });
    },
    invalidate: [routeKey('getEvent', { params: { eventId } })],
    successTitle: (show) => (show ? 'You are on the guest list' : 'You are off the guest list'),
    failure: apiReason,
  });
