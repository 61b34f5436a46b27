import { hasStatus, routeKey } from '../../../lib/api-client';

/** What Edit, Submit to TTD and Cancel share: the plan list and the concierge tickets (submit opens one) refresh; a stale plan answers 409. */
export const planWriteOptions = {
  invalidate: [routeKey('listDarshanPlans'), routeKey('listConciergeTickets')],
  failure: (error: unknown) => (hasStatus(error, 409) ? 'This plan has changed. Please refresh.' : 'Please try again.'),
};
