import type { RsvpStatus } from '@club/shared';
import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { formFailure } from '../../../components/form';

const RSVP_TOASTS: Partial<Record<RsvpStatus, string>> = {
  waitlist: "You're on the waitlist: we'll tell you when a seat frees up.",
};

/** POST /api/events/{eventId}/rsvp; the server decides confirmed, waitlist or pending, and the toast says which. */
export const useRsvpEvent = (eventId: string) =>
  useRouteWrite('rsvpEvent', {
    input: (body: CallInput<'rsvpEvent'>['body']) => ({ params: { eventId }, body }),
    invalidate: eventReads,
    successTitle: (_body, rsvp) => RSVP_TOASTS[rsvp.status] ?? 'RSVP submitted successfully!',
    failure: formFailure,
  });
