import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { apiReason } from '../../../components/form';

/** Cancel RSVP (pending, waitlisted or confirmed); a freed seat goes to the head of the waitlist. */
export const useCancelRsvp = () =>
  useRouteWrite('cancelRsvp', {
    input: (eventId: string) => ({ params: { eventId } }),
    invalidate: eventReads,
    successTitle: 'RSVP cancelled',
    failure: apiReason,
  });
