import { string } from 'dynamodb-toolbox/schema/string';
import { LISTING_KINDS } from '@club/shared';

/**
 * A marketplace listing as the connector copies it (a heading's entry, a
 * connection's listing): what its cards and matches show without reading the listing.
 */
export const listingSummaryAttributes = {
  kind: string().enum(...LISTING_KINDS),
  hsCode: string(),
  title: string(),
  companyId: string(),
  companyName: string(),
  location: string().optional(),
  country: string().optional(),
  priceBand: string().optional(),
};
