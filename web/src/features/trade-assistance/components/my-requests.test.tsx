import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { aDutyQuote, aTradeRequest, aTradeRequestDetail } from '../../../test/trade-fixtures';
import { TradeAssistancePage } from './trade-assistance-page';

function setup(requests: unknown[] | 'loading') {
  stubFetch((url) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url.startsWith(routeUrl('listMyTradeRequests'))) return requests === 'loading' ? new Promise<never>(() => {}) : { body: requests };
    if (url === routeUrl('getTradeRequest', { params: { requestId: 'tr1' } })) return { body: aTradeRequestDetail() };
    return undefined;
  });
  renderWithApi(<TradeAssistancePage />, '/trade-assistance?tab=requests');
}

describe('My Requests', () => {
  it('shows 3 loading cards', async () => {
    setup('loading');
    expect(await screen.findAllByTestId('skeleton')).toHaveLength(3);
  });

  it('says No requests yet', async () => {
    setup([]);
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(screen.getByTestId('requests-count')).toHaveTextContent('0');
  });

  it('shows every card field, the count badge and the report link', async () => {
    setup([
      aTradeRequest(),
      aTradeRequest({
        id: 'tr2',
        type: 'dgft_license',
        status: 'pending',
        hasReport: false,
        calculatedDuty: undefined,
        hsCode: undefined,
        originCountry: undefined,
        destinationCountry: undefined,
        value: undefined,
        quantity: undefined,
        unit: undefined,
        documentsRequired: [],
        summary: 'DGFT Licence Consultation',
      }),
    ]);
    const [card, pending] = await screen.findAllByTestId('trade-request');
    expect(screen.getByTestId('requests-count')).toHaveTextContent('2');
    expect(within(card!).getByRole('heading', { name: 'Duty Calculation' })).toBeInTheDocument();
    expect(within(card!).getByTestId('request-status')).toHaveTextContent('✅ Completed');
    expect(card).toHaveTextContent('Submitted 20 Nov 2026');
    expect(card).toHaveTextContent('Calculated duty₹3,50,902.5');
    expect(card).toHaveTextContent('HS code030617');
    expect(card).toHaveTextContent('RouteVietnam → India');
    expect(card).toHaveTextContent('Cargo value$10,000');
    expect(card).toHaveTextContent('Quantity500 kg');
    expect(
      within(card!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['FSSAI import clearance', 'Bill of Entry']);
    expect(within(card!).getByRole('link', { name: 'Download Report' })).toHaveAttribute(
      'href',
      routeUrl('downloadTradeRequestReport', { params: { requestId: 'tr1' } }),
    );
    expect(within(pending!).getByTestId('request-status')).toHaveTextContent('⏳ Pending');
    expect(within(pending!).queryByRole('link', { name: 'Download Report' })).not.toBeInTheDocument();
  });

  it('View Details shows the full breakdown and the status history', async () => {
    const user = userEvent.setup();
    setup([aTradeRequest()]);
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duty Calculation details' });
    expect(await within(dialog).findAllByTestId('duty-line')).toHaveLength(aDutyQuote().lines.length);
    expect(dialog).toHaveTextContent('Status history');
    expect(dialog).toHaveTextContent('System');
  });
});
