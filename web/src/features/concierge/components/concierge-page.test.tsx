import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { ConciergePage } from './concierge-page';

function setup(averageFirstResponseMinutes: number | null) {
  return stubFetch((url) => {
    if (url === routeUrl('getConciergeStats')) return { body: { answeredTickets: averageFirstResponseMinutes === null ? 2 : 12, averageFirstResponseMinutes } };
    if (url.startsWith(routeUrl('listConciergeTickets'))) return { body: [] };
    return undefined;
  });
}

const overview = async () => within((await screen.findByRole('heading', { name: 'Service Overview' })).closest('.amplify-card') as HTMLElement);

describe('ConciergePage service overview', () => {
  it('shows no average response until the ticket history measures one', async () => {
    const fetchMock = setup(null);
    renderWithApi(<ConciergePage />, '/concierge');
    const card = await overview();
    expect(await card.findByText('Active requests')).toBeInTheDocument();
    // The figure's answer has arrived (and said null) before its absence counts.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', routeUrl('getConciergeStats'))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(card.queryByText('Average response')).not.toBeInTheDocument();
    expect(screen.queryByText('2 hours')).not.toBeInTheDocument();
  });

  it('shows the measured average first response', async () => {
    setup(155);
    renderWithApi(<ConciergePage />, '/concierge');
    const card = await overview();
    expect(await card.findByText('Average response')).toBeInTheDocument();
    expect(card.getByText('2.5 hours')).toBeInTheDocument();
  });
});
