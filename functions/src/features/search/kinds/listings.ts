import { listingSearchPages } from '../../marketplace/index.js';
import { collect, type IndexedKind } from './indexed-kind.js';

/** The marketplace's trade listings. */
export const listingsIndex: IndexedKind<'listings'> = {
  kind: 'listings',
  documents: () => collect(listingSearchPages(), (listing) => [listing]),
};
