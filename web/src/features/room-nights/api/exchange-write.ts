import { apiReason } from '../../../components/form';
import { routeKey } from '../../../lib/api-client';

/**
 * What every exchange step (request, accept, complete, cancel) shares: the
 * exchange's lists refresh after it (a room night's requests are under the
 * room nights' prefix); a refusal (a 409 and the like) toasts the API's reason.
 */
export const exchangeWriteOptions = {
  invalidate: [routeKey('listRoomNights'), routeKey('listMyRoomNightRequests')],
  failure: apiReason,
};
