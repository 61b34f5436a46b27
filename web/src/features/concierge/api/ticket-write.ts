import { hasStatus, routeKey } from '../../../lib/api-client';

/**
 * What Add Update and Close share: the ticket and the lists refresh (the
 * ticket's key is under the lists' prefix); a closed ticket answers 409.
 */
export const ticketWriteOptions = {
  invalidate: [routeKey('listConciergeTickets')],
  failure: (error: unknown) => (hasStatus(error, 409) ? 'This ticket is closed.' : 'Please try again.'),
};
