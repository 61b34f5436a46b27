import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { formFailure } from '../../../components/form';

/** Manage Event: PATCH the whole form; a capacity below the confirmed count is refused with the API's message. */
export const useUpdateEvent = (eventId: string) =>
  useRouteWrite('updateEvent', {
    input: (body: CallInput<'updateEvent'>['body']) => ({ params: { eventId }, body }),
    invalidate: eventReads,
    successTitle: 'Event updated',
    failure: formFailure,
  });
