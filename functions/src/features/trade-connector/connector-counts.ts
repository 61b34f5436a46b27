import { canonicalCountry, type ListingKind } from '@club/shared';

/**
 * The connector's counters (real stat cards and Market Insights),
 * bumped in the transaction that creates a listing and recounted by the seed:
 * scope `trade` holds `listings`, `listings#<kind>`, `chapter#<2 digits>#<kind>`
 * and `country#<country>#<kind>` (a few hundred at most); scope
 * `trade-parties` one `<kind>#<companyId>` per company and kind (exporters and
 * importers are the companies with one). Both are read with one Query each.
 */
export const TRADE_SCOPE = 'trade';
export const TRADE_PARTIES_SCOPE = 'trade-parties';

export interface CountedListing {
  kind: ListingKind;
  hsCode: string;
  companyId: string;
  country?: string | undefined;
}

/** The counters one listing adds 1 to. */
export function listingCounters(listing: CountedListing): { scope: string; name: string }[] {
  const { kind } = listing;
  return [
    { scope: TRADE_SCOPE, name: 'listings' },
    { scope: TRADE_SCOPE, name: `listings#${kind}` },
    { scope: TRADE_SCOPE, name: `chapter#${listing.hsCode.slice(0, 2)}#${kind}` },
    ...(listing.country ? [{ scope: TRADE_SCOPE, name: `country#${canonicalCountry(listing.country)}#${kind}` }] : []),
    { scope: TRADE_PARTIES_SCOPE, name: `${kind}#${listing.companyId}` },
  ];
}
