import type { ListingResult } from '@club/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aListing } from '../../../test/fixtures';
import { marked } from '../../../test/search-fixtures';
import { openSearchPage } from '../../../test/search-page';
import { MarketplacePage } from './marketplace-page';

const stats = {
  members: 0,
  verifiedMembers: 0,
  companies: 0,
  countries: 0,
  chapters: {},
  listings: { total: 9, export: 5, import: 4 },
  jobs: { total: 0, byLevel: {}, byRemote: {} },
};
const others = (url: string) => (url.split('?')[0] === routeUrl('getClubStats') ? stats : undefined);

describe('Marketplace search', () => {
  it('searches every listing for the text with the HS chapter, country and price band facets, and the kind buttons filter it', async () => {
    const { searches } = openSearchPage<ListingResult>(
      <MarketplacePage />,
      '/marketplace?q=shrimp',
      'searchListings',
      (query) => ({
        total: query.get('country') ? 1 : 12,
        results: [{ listing: aListing({ id: 'l1', title: 'Vannamei shrimp 30/40' }), highlights: { title: marked('Vannamei [shrimp] 30/40') } }],
        facets: {
          hsChapter: [{ value: '03', count: 12 }],
          country: [
            { value: 'India', count: 11 },
            { value: 'Vietnam', count: 1 },
          ],
          kind: [{ value: 'export', count: 12 }],
        },
        next: query.get('country') ? undefined : 'c2',
      }),
      others,
    );
    expect(await screen.findByText('12 listings found')).toBeInTheDocument();
    expect(screen.getByText('shrimp', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    // The kind is the Exports/Imports buttons, not a second select.
    expect(screen.queryAllByLabelText('Listing type').filter((el) => el.tagName === 'SELECT')).toHaveLength(0);
    expect(screen.getByLabelText('HS chapter')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Vietnam');
    expect(await screen.findByText('1 listing found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?q=shrimp&country=Vietnam');
    await userEvent.click(screen.getByRole('button', { name: 'Exports' }));
    await waitFor(() => expect(searches().at(-1)?.toString()).toBe('q=shrimp&kind=export&country=Vietnam'));
  });

  it('without a text or facet keeps the newest listings, and never searches', async () => {
    const { searches } = openSearchPage<ListingResult>(
      <MarketplacePage />,
      '/marketplace',
      'searchListings',
      () => ({ results: [] }),
      (url) => (url.split('?')[0] === routeUrl('listTradeListings') ? [aListing({ title: 'Turmeric fingers' })] : others(url)),
    );
    expect(await screen.findByText('Turmeric fingers')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });
});
