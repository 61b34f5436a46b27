import type { Attendee } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { eventReads } from './event-write';
import { apiReason } from '../../../components/form';

const paramsOf = (attendee: Attendee) => ({ params: { eventId: attendee.eventId, rsvpId: attendee.id } });

/** Approve a pending RSVP: confirmed while a seat is free, else waitlisted (the answer says which). */
export const useApproveRsvp = () =>
  useRouteWrite('approveRsvp', {
    input: (attendee: Attendee) => paramsOf(attendee),
    invalidate: eventReads,
    successTitle: (attendee) => `Approved ${attendee.memberName}`,
    failure: apiReason,
  });

/** Decline a pending RSVP, with the reason the member is shown. */
export const useDeclineRsvp = () =>
  useRouteWrite('declineRsvp', {
    input: ({ attendee, reason }: { attendee: Attendee; reason?: string }) => ({ ...paramsOf(attendee), body: { reason } }),
    invalidate: eventReads,
    successTitle: ({ attendee }) => `Declined ${attendee.memberName}`,
    failure: apiReason,
  });
