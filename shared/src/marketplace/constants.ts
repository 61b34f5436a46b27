/** Marketplace listing values. */

export const LISTING_KINDS = ['export', 'import'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
