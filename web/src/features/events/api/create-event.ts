import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { formFailure } from '../../../components/form';

/** POST /api/events with the spec's toast (spec 2 §7); the member becomes the organizer. */
export const useCreateEvent = () =>
  useRouteWrite('createEvent', {
    invalidate: eventReads,
    successTitle: 'Event created successfully!',
    failure: formFailure,
  });
