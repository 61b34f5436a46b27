import type { EventResult } from '@club/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anEvent } from '../../../test/fixtures';
import { marked } from '../../../test/search-fixtures';
import { openSearchPage } from '../../../test/search-page';
import { EventsPage } from './events-page';

describe('Events search', () => {
  it('searches upcoming events with type, city and month facets, the months named', async () => {
    const { searches } = openSearchPage<EventResult>(<EventsPage />, '/events?q=dallas', 'searchEvents', (query) => ({
      total: query.get('month') ? 1 : 2,
      results: [{ event: anEvent(), highlights: { title: marked('[Dallas] Networking Evening') } }],
      facets: {
        eventType: [{ value: 'networking', count: 2 }],
        city: [{ value: 'Dallas', count: 2 }],
        month: [
          { value: '2026-12', count: 1 },
          { value: '2027-01', count: 1 },
        ],
      },
    }));
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
    expect(screen.getByText('Dallas', { selector: 'mark' })).toBeInTheDocument();
    const month = screen.getByLabelText('Month');
    expect(screen.getByRole('option', { name: 'January 2027 (1)' })).toBeInTheDocument();
    await userEvent.selectOptions(month, '2027-01');
    expect(await screen.findByText('1 event found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?q=dallas&month=2027-01');
    expect(searches().at(-1)?.toString()).toBe('q=dallas&month=2027-01');
  });

  it('without a text lists the soonest events and does not search', async () => {
    const { searches } = openSearchPage<EventResult>(
      <EventsPage />,
      '/events',
      'searchEvents',
      () => ({ results: [] }),
      (url) => (url.startsWith('/api/events/upcoming') ? [anEvent({ title: 'Vizag Founders Breakfast' })] : undefined),
    );
    expect(await screen.findByRole('heading', { name: 'Vizag Founders Breakfast' })).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });
});
