import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { formFailure } from '../../../components/form';

/** POST /api/events with the toast 'Event created successfully!'; the member becomes the organizer. */
export const useCreateEvent = () =>
  useRouteWrite('createEvent', {
    invalidate: eventReads,
    successTitle: 'Event created successfully!',
    failure: formFailure,
  });
