import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/room-nights: every room-night list refreshes. */
export const useCreateRoomNight = () =>
  useRouteWrite('createRoomNight', {
    invalidate: [routeKey('listRoomNights')],
    successTitle: 'Room night posted',
    failure: 'Failed to post the room night. Please try again.',
  });
