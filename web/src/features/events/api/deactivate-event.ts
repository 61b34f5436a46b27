import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, eventReads } from './event-write';

/** Deactivate: the organizer closes the event (shown Inactive; registration closes). */
export const useDeactivateEvent = () =>
  useRouteWrite('deactivateEvent', {
    input: (eventId: string) => ({ params: { eventId } }),
    invalidate: eventReads,
    successTitle: 'Event deactivated',
    failure: apiReason,
  });
