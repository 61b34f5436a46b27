import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/concierge-tickets: the spec's 'Request Submitted' toast (none for the chat) and failure message; lists refresh. */
export const useCreateTicket = (options: { silent?: boolean } = {}) =>
  useRouteWrite('createConciergeTicket', {
    invalidate: [routeKey('listConciergeTickets')],
    ...(options.silent
      ? {}
      : { successTitle: 'Request Submitted', successDescription: 'Your concierge request has been submitted. Our team will respond shortly.' }),
    failure: 'Failed to submit request. Please try again.',
  });
