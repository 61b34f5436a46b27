import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { formFailure } from '../../../components/form';

/** POST /api/events/{eventId}/rsvp with the spec's toast; the server decides confirmed, waitlist or pending. */
export const useRsvpEvent = (eventId: string) =>
  useRouteWrite('rsvpEvent', {
    input: (body: CallInput<'rsvpEvent'>['body']) => ({ params: { eventId }, body }),
    invalidate: eventReads,
    successTitle: 'RSVP submitted successfully!',
    failure: formFailure,
  });
