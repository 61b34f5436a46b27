import { SEARCH_FACETS, type ListingKind, type TradeListing } from '@club/shared';
import { Button, Card, Flex, Heading, SearchField, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useEffect } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { SavedSearches } from '../../../components/ui/saved-searches';
import { ActionsCard, SideCard, Sidebar } from '../../../components/ui/side-card';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useSavedSearches, type SavedSearch } from '../../../lib/saved-searches';
import { useSearchParamState, type SearchParamChanges } from '../../../lib/use-search-param-state';
import { useClubStats, useMyActivity } from '../../members';
import { useListings } from '../api/list-trade-listings';
import { FacetFilters, SearchResults, useListingsSearch, useSearchText, type ListingsSearch } from '../../search';
import { ListingCard } from './listing-card';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// The dialog carries a form (react-hook-form and the route's zod schema): fetched when first opened, not with the page.
const CreateListingDialog = lazy(() => import('./create-listing-dialog').then(({ CreateListingDialog }) => ({ default: CreateListingDialog })));

const FILTERS: { id: 'all' | ListingKind; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'export', label: 'Exports' },
  { id: 'import', label: 'Imports' },
];
const CATEGORIES = ['Agriculture (HS 10-15)', 'Machinery (HS 84)', 'Textiles (HS 50-63)', 'Chemicals (HS 28-38)'];
const SAVED_TEXTS = { label: 'Saved Searches', save: 'Save current search', empty: 'No saved searches yet.', remove: 'Remove saved search' };
const describeSearch = (s: SavedSearch) => `${s.text || 'All'} · ${s.filter === 'all' ? 'All' : s.filter === 'export' ? 'Exports' : 'Imports'}`;
const TIPS = ['Use specific HS codes', 'Include MOQ and lead times', 'Specify certifications', 'Verify partner credentials'];

/** The facets the search offers beside the Exports/Imports buttons (which set `kind`). */
const LISTING_FACETS = SEARCH_FACETS.listings.filter((name) => name !== 'kind');

/** The member's own listings (a handful, read whole) are searched here: case-insensitive substring of title, description or HS code. */
export const matchesListing = (listing: TradeListing, text: string): boolean => {
  const needle = text.trim().toLowerCase();
  return !needle || [listing.title, listing.description, listing.hsCode].some((field) => field.toLowerCase().includes(needle));
};

/**
 * Trade Marketplace. Search params: `kind`, `view=mine|history`,
 * `create=listing` (opens Create Listing), `q` (search text), and the
 * search's facets `hsChapter`, `country`, `priceBand`. Every member's
 * listings are searched by the search service when there is a text or a
 * facet; the newest list shows otherwise.
 */
export function MarketplacePage() {
  // Typing replaces the history entry; choosing a view or opening a dialog adds one (Back undoes it).
  const [params, update] = useSearchParamState();
  const createOpen = params.get('create') === 'listing';
  const createMounted = useOpenedOnce(createOpen);
  const kindParam = params.get('kind');
  const kind = kindParam === 'export' || kindParam === 'import' ? kindParam : undefined;
  const viewParam = params.get('view');
  const view = viewParam === 'mine' || viewParam === 'history' ? viewParam : 'all';
  const own = view !== 'all';
  const { text, setText, q: search, searchNow } = useSearchText();
  const facets = Object.fromEntries(LISTING_FACETS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const searching = !own && (search !== '' || Object.keys(facets).length > 0);
  const listings = useListings({ ...(kind ? { kind } : {}), ...(own ? { mine: 'true' as const } : {}) });
  const stats = useClubStats();
  const activity = useMyActivity();
  const matching = listings.items.filter((listing) => matchesListing(listing, search));
  // Trade History reads the member's own listings to the end (a handful) and shows them oldest first.
  const shown = view === 'history' ? [...matching].reverse() : matching;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = listings;
  useEffect(() => {
    if (view === 'history' && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [view, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const counted = search ? undefined : own ? (kind ? undefined : activity.data?.listings) : kind ? stats.data?.listings[kind] : stats.data?.listings.total;
  const total = counted ?? shown.length;
  const heading = view === 'mine' ? 'My Listings' : view === 'history' ? 'Trade History' : 'Trade Listings';

  return (
    <div className="page">
      <PageHeader title={paths.marketplace.title} subtitle={paths.marketplace.subtitle}>
        <Button variation="primary" onClick={() => update({ create: 'listing' })}>
          Create Listing
        </Button>
      </PageHeader>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <SearchField
            label="Search listings"
            labelHidden
            placeholder="Search by product, HS code, or description..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            onClear={() => setText('')}
          />
          <Flex gap="0.5rem" wrap="wrap" role="group" aria-label="Listing type" className="filter-buttons">
            {FILTERS.map(({ id, label }) => (
              <Button
                key={id}
                size="small"
                variation={(kind ?? 'all') === id ? 'primary' : undefined}
                aria-pressed={(kind ?? 'all') === id}
                onClick={() => update({ kind: id === 'all' ? null : id })}
              >
                {label}
              </Button>
            ))}
            {own ? (
              <Button size="small" variation="link" onClick={() => update({ view: null })}>
                Show all members’ listings
              </Button>
            ) : null}
          </Flex>
          {searching ? (
            <Card variation="outlined">
              <Heading level={2}>Search results</Heading>
              <ListingSearch search={{ q: search, ...(kind ? { kind } : {}), ...facets }} params={params} onFilter={update} onSearch={searchNow} />
            </Card>
          ) : (
            <Card variation="outlined">
              <Flex justifyContent="space-between" alignItems="baseline" wrap="wrap" gap="0.5rem">
                <Heading level={2}>
                  {heading} ({total})
                </Heading>
                <Text className="muted">{view === 'history' ? 'Oldest First' : 'Latest First'}</Text>
              </Flex>
              <PagedListView
                // Trade History reads to the end by itself: no Load more there.
                list={view === 'history' ? { ...listings, hasNextPage: false } : listings}
                items={shown}
                skeletons={6}
                label="Loading listings"
                empty={
                  search ? (
                    <EmptyState title="No listings found">Try adjusting your search terms or filters</EmptyState>
                  ) : own ? (
                    <EmptyState title="You have no listings yet">Post an import need or export offer with Create Listing.</EmptyState>
                  ) : (
                    <EmptyState title="No trade listings yet">Be the first to post an import need or export offer!</EmptyState>
                  )
                }
                render={(items) => (
                  <div className="card-grid card-grid--two">
                    {items.map((listing) => (
                      <ListingCard key={listing.id} listing={listing} />
                    ))}
                  </div>
                )}
              />
            </Card>
          )}
        </div>
        <MarketplaceSidebar
          search={search}
          kind={kind}
          onShow={(v) => update({ view: v })}
          onApply={(text, filter) => update({ q: text, kind: filter === 'all' ? null : filter, view: null })}
        />
      </div>
      <Suspense fallback={null}>{createMounted ? <CreateListingDialog open={createOpen} onClose={() => update({ create: null })} /> : null}</Suspense>
    </div>
  );
}

/** Every member's listings matching the text and facets, with HS chapter, country and price band counts. */
function ListingSearch({
  search,
  params,
  onFilter,
  onSearch,
}: {
  search: ListingsSearch;
  params: URLSearchParams;
  onFilter: (changes: SearchParamChanges) => void;
  onSearch: (q: string) => void;
}) {
  const listings = useListingsSearch(search);
  return (
    <>
      <FacetFilters names={LISTING_FACETS} facets={listings.answer?.facets} selected={params} onChange={onFilter} />
      <SearchResults
        search={listings}
        noun={['listing', 'listings']}
        skeletons={6}
        emptyTitle={search.q ? `No listings found for “${search.q}”` : 'No listings found'}
        onDidYouMean={onSearch}
        render={(items) => (
          <div className="card-grid card-grid--two">
            {items.map(({ listing, highlights }) => (
              <ListingCard key={listing.id} listing={listing} highlights={highlights} />
            ))}
          </div>
        )}
      />
    </>
  );
}

function MarketplaceSidebar({
  search,
  kind,
  onShow,
  onApply,
}: {
  search: string;
  kind?: ListingKind;
  onShow: (view: 'mine' | 'history') => void;
  onApply: (text: string, filter: string) => void;
}) {
  const stats = useClubStats();
  const activity = useMyActivity();
  const saved = useSavedSearches('club.marketplace.savedSearches');
  const saveCurrent = () => {
    if (!search.trim() && !kind) {
      toast({ title: 'Nothing to save', description: 'Type a search or choose Exports or Imports first.' });
      return;
    }
    saved.save(search.trim(), kind ?? 'all');
    toast({ title: 'Search saved', variant: 'success' });
  };
  return (
    <Sidebar label="Marketplace sidebar">
      <SideCard
        title="Market Overview"
        stats={[
          ['Total Listings', stats.data?.listings.total ?? 0],
          ['Export Offers', stats.data?.listings.export ?? 0],
          ['Import Needs', stats.data?.listings.import ?? 0],
          ['Your Listings', activity.data?.listings ?? 0],
        ]}
      />
      <SideCard title="Popular Categories" items={CATEGORIES} />
      <SideCard title="Trade Tips" items={TIPS} />
      <ActionsCard>
        <Button onClick={() => onShow('mine')}>My Listings</Button>
        <SavedSearches texts={SAVED_TEXTS} store={saved} onSave={saveCurrent} onApply={onApply} describe={describeSearch} />
        <Button onClick={() => onShow('history')}>Trade History</Button>
      </ActionsCard>
    </Sidebar>
  );
}
