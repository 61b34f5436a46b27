import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember } from '../../../test/render-app';
import { aTradeRequestDetail, anHsResult } from '../../../test/trade-fixtures';
import { TradeAssistancePage } from './trade-assistance-page';

const searchPath = routeUrl('searchHsCodes', { query: { search: 'x' } }).split('?')[0]!;

const turmeric = anHsResult({
  id: '091030',
  hsCode: '091030',
  category: 'Coffee, tea, maté and spices',
  description: 'Spices; turmeric (curcuma)',
  dutyRate: 30,
  gstRate: undefined,
  restrictions: [],
  items: [
    { hsCode: '09103010', description: 'Fresh', dutyRate: 30, gstRate: 0 },
    { hsCode: '09103020', description: 'Dried', dutyRate: 30, gstRate: 5 },
    { hsCode: '09103030', description: 'Powder', dutyRate: 30, gstRate: 5 },
    { hsCode: '09103090', description: 'Other', dutyRate: 30, gstRate: 5 },
  ],
});

function setup() {
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url.startsWith(searchPath)) {
      const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
      if (search.includes('turmeric')) return { body: [turmeric] };
      return { body: search.includes('zzz') ? [] : [anHsResult()] };
    }
    if (url.startsWith(routeUrl('listMyTradeRequests'))) return { body: [] };
    if (init?.method === 'POST' && url === routeUrl('createTradeRequest')) {
      return {
        body: aTradeRequestDetail({
          id: 'tr9',
          type: 'hs_mapping',
          status: 'pending',
          hasReport: false,
          calculatedDuty: undefined,
          response: {
            candidates: [anHsResult({ id: 'a', hsCode: '030617' }), anHsResult({ id: 'b', hsCode: '030616' }), anHsResult({ id: 'c', hsCode: '030695' })],
          },
        }),
      };
    }
    return undefined;
  });
  renderWithApi(<TradeAssistancePage />, '/trade-assistance?tab=hs');
  return fetchMock;
}

describe('HS Code Helper', () => {
  it('searches only when the text is longer than 2 characters', async () => {
    const user = userEvent.setup();
    const fetchMock = setup();
    const input = await screen.findByLabelText('Search HS codes');
    await user.type(input, 'sh');
    expect(callsTo(fetchMock, 'GET', searchPath)).toHaveLength(0);
    expect(screen.queryByTestId('hs-result')).not.toBeInTheDocument();
    await user.type(input, 'r');
    const card = await screen.findByTestId('hs-result');
    expect(callsTo(fetchMock, 'GET', searchPath).every(([url]) => (new URL(String(url), 'http://x').searchParams.get('search') ?? '').length > 2)).toBe(true);
    expect(card).toHaveTextContent('030617');
    expect(card).toHaveTextContent('Fish and crustaceans');
    expect(card).toHaveTextContent('Frozen shrimps and prawns');
    expect(card).toHaveTextContent('Base duty: 30%');
    // the first three restrictions only
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(card).not.toHaveTextContent('A fourth restriction');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByLabelText('Search HS codes'), 'zzzq');
    expect(await screen.findByText('No HS codes found for "zzzq"')).toBeInTheDocument();
  });

  it('Use Code fills the Duty Calculator and switches to its tab', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByLabelText('Search HS codes'), 'shrimp');
    await user.click(await screen.findByRole('button', { name: 'Use Code 030617' }));
    expect(screen.getByRole('tab', { name: 'Duty Calculator' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('HS code')).toHaveValue('030617');
  });

  it('offers the 8-digit tariff items under a subheading, with their rates, and Use Code takes the item', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByLabelText('Search HS codes'), 'turmeric');
    const items = await screen.findByRole('region', { name: 'Tariff items under 091030' });
    expect(within(items).getByText(/rates differ: choose the item/)).toBeInTheDocument();
    expect(
      within(items)
        .getAllByTestId('hs-item')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('0910 30 10 Fresh: BCD 30%, IGST 0%'),
      expect.stringContaining('0910 30 20 Dried: BCD 30%, IGST 5%'),
      expect.stringContaining('0910 30 30 Powder: BCD 30%, IGST 5%'),
      expect.stringContaining('0910 30 90 Other: BCD 30%, IGST 5%'),
    ]);
    await user.click(within(items).getByRole('button', { name: 'Use Code 09103030' }));
    expect(await screen.findByLabelText('HS code')).toHaveValue('09103030');
  });

  it('Request HS Code Mapping shows the top 3 candidates', async () => {
    const user = userEvent.setup();
    const fetchMock = setup();
    await user.type(await screen.findByLabelText('Product description'), 'Frozen vannamei shrimp, peeled');
    await user.click(screen.getByRole('button', { name: 'Request HS Code Mapping' }));
    const candidates = await screen.findByTestId('hs-candidates');
    expect(
      within(candidates)
        .getAllByTestId('hs-result')
        .map((c) => within(c).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['030617', '030616', '030695']);
    expect(await screen.findByText('Trade assistance request submitted successfully!')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ type: 'hs_mapping', requestDetails: { productDescription: 'Frozen vannamei shrimp, peeled' } });
  });
});
