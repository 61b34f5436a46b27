import type { CreateTradeListingBody, ListingKind, TradeListing } from '@club/shared';
import { useApiWrite } from '../../../lib/create-mutation';
import { usePagedListByKey } from '../../../lib/paged-list';

export interface ListingFilter {
  kind?: ListingKind;
  mine?: 'true';
  limit?: number;
}

export const useListings = (filter: ListingFilter = {}) => usePagedListByKey<TradeListing>(['/api/trade-listings', filter]);

/** POST /api/trade-listings: every listing list, the market overview and the member's counts refresh. */
export const useCreateListing = () =>
  useApiWrite<CreateTradeListingBody, TradeListing>('/api/trade-listings', {
    invalidate: [['/api/trade-listings'], ['/api/stats'], ['/api/members/me/activity']],
    successTitle: 'Trade listing created successfully!',
    failure: 'Failed to create listing. Please try again.',
  });
