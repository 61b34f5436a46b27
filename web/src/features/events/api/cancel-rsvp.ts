import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, eventReads } from './event-write';

/** Cancel RSVP (pending, waitlisted or confirmed); a freed seat goes to the head of the waitlist. */
export const useCancelRsvp = () =>
  useRouteWrite('cancelRsvp', {
    input: (eventId: string) => ({ params: { eventId } }),
    invalidate: eventReads,
    successTitle: 'RSVP cancelled',
    failure: apiReason,
  });
