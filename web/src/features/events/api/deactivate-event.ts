import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { apiReason } from '../../../components/form';

/** Deactivate: the organizer closes the event (shown Inactive; registration closes). */
export const useDeactivateEvent = () =>
  useRouteWrite('deactivateEvent', {
    input: (eventId: string) => ({ params: { eventId } }),
    invalidate: eventReads,
    successTitle: 'Event deactivated',
    failure: apiReason,
  });
