import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/trade-listings: every listing list, the market overview and the member's counts refresh. */
export const useCreateListing = () =>
  useRouteWrite('createTradeListing', {
    invalidate: [routeKey('listTradeListings'), routeKey('getClubStats'), routeKey('getMyActivity')],
    successTitle: 'Trade listing created successfully!',
    failure: 'Failed to create listing. Please try again.',
  });
