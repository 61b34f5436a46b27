import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { aDutyQuote, aTradeRequestDetail } from '../../../test/trade-fixtures';
import { DutyBreakdown } from './duty-breakdown';
import { TradeAssistancePage } from './trade-assistance-page';

describe('DutyBreakdown', () => {
  it('shows every line with its rate, base and amount, then the totals and notes', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote()} />);
    const rows = screen.getAllByTestId('duty-line');
    expect(rows).toHaveLength(6);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['30%', '₹8,85,000', '₹2,65,500']);
    expect(rows[1]).toHaveTextContent('Source: Notification 50/2017-Customs');
    expect(within(rows[3]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5%', '₹11,77,050', '₹58,852.5']);
    expect(screen.getByTestId('total-duty')).toHaveTextContent('₹3,50,902.5');
    expect(screen.getByText('39.65%')).toBeInTheDocument();
    expect(screen.getByText(/ASEAN-India FTA may lower BCD/)).toBeInTheDocument();
  });

  it('says when the heading is not covered', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote({ covered: false, lines: [], totalDuty: undefined, landedCost: undefined, effectiveRate: undefined })} />);
    expect(screen.getByText(/not in the club’s indicative rate table/)).toBeInTheDocument();
  });

  it('shows UAE amounts in dirhams', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote({ method: 'uae', currency: 'AED', destinationCountry: 'UAE', lines: [{ key: 'customs_duty', label: 'Customs duty', rate: 5, base: 36725, amount: 1836.25 }] })} />);
    expect(within(screen.getByTestId('duty-line')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5%', 'AED 36,725.00', 'AED 1,836.25']);
  });
});

describe('Duty Calculator', () => {
  it('sends a duty_calculation in USD and shows the breakdown', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((url, init) => {
      if (url === routeUrl('getAuthUser')) return { body: aMember() };
      if (url.startsWith(routeUrl('listMyTradeRequests'))) return { body: [] };
      if (init?.method === 'POST' && url === routeUrl('createTradeRequest')) return { body: aTradeRequestDetail() };
      return undefined;
    });
    renderWithApi(<TradeAssistancePage />, '/trade-assistance');
    await user.type(await screen.findByLabelText('HS code'), '030617');
    await user.type(screen.getByLabelText('Cargo value (USD)'), '10000');
    await user.type(screen.getByLabelText('Origin country'), 'Vietnam');
    await user.type(screen.getByLabelText('Quantity'), '500');
    await user.selectOptions(screen.getByLabelText('Unit'), 'kg');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['kg', 'tons', 'pieces', 'liters', 'cbm']);
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    expect(await screen.findByTestId('duty-breakdown')).toBeInTheDocument();
    expect(screen.getAllByTestId('duty-line')).toHaveLength(6);
    expect(await screen.findByText('Trade assistance request submitted successfully!')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'duty_calculation', hsCode: '030617', value: 10000, currency: 'USD', valueBasis: 'cif',
      originCountry: 'Vietnam', destinationCountry: 'India', quantity: 500, unit: 'kg', requestDetails: {},
    });
  });
});
