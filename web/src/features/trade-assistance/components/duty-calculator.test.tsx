import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi } from '../../../test/render-with-api';
import { aDutyQuote, aTradeRequestDetail } from '../../../test/trade-fixtures';
import { stubDutyCalculatorApi } from '../../../test/trade-api';
import { dutyLineCells, type DutyQuote } from '@club/shared';
import { DutyBreakdown } from './duty-breakdown';
import { TradeAssistancePage } from './trade-assistance-page';

describe('DutyBreakdown', () => {
  it('shows every line with its rate, base and amount, then the totals and notes', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote()} />);
    const rows = screen.getAllByTestId('duty-line');
    expect(rows).toHaveLength(6);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30%', '₹8,85,000.00', '₹2,65,500.00']);
    expect(rows[1]).toHaveTextContent('Source: Notification 50/2017-Customs');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5%', '₹11,77,050.00', '₹58,852.50']);
    expect(screen.getByTestId('total-duty')).toHaveTextContent('₹3,50,902.50');
    expect(screen.getByTestId('effective-rate')).toHaveTextContent('39.65% with IGST, 33% without');
    expect(screen.getByText(/^Rates as of 7 Nov 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/ASEAN-India FTA may lower BCD/)).toBeInTheDocument();
  });

  it('says when the heading is not covered', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote({ covered: false, lines: [], totalDuty: undefined, landedCost: undefined, effectiveRate: undefined })} />);
    expect(screen.getByText(/not in the club’s indicative rate table/)).toBeInTheDocument();
  });

  it('shows UAE amounts in dirhams', () => {
    renderWithApi(
      <DutyBreakdown
        quote={aDutyQuote({
          method: 'uae',
          currency: 'AED',
          destinationCountry: 'UAE',
          lines: [{ key: 'customs_duty', label: 'Customs duty', rate: 5, base: 36725, amount: 1836.25 }],
        })}
      />,
    );
    expect(
      within(screen.getByTestId('duty-line'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5%', 'AED 36,725.00', 'AED 1,836.25']);
  });
});

describe('DutyBreakdown as an importer reads it', () => {
  it('keeps IGST apart as usually claimed back, with the effective rate with and without it', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote()} />);
    expect(screen.getByTestId('creditable-tax')).toHaveTextContent('₹58,852.50');
    expect(screen.getByTestId('duty-without-tax')).toHaveTextContent('₹2,92,050.00');
    expect(screen.getByText(/IGST is usually claimed back as input tax credit/)).toBeInTheDocument();
  });

  it('gives the cost per kg of the quantity entered, with and without IGST', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote()} />);
    // ₹12,35,902.50 landed over 500 kg; ₹11,77,050 without the IGST.
    expect(screen.getByTestId('landed-cost-per-unit')).toHaveTextContent('₹2,471.81');
    expect(screen.getByTestId('landed-cost-per-unit-without-tax')).toHaveTextContent('₹2,354.10');
    expect(screen.getByText('Landed cost per kg')).toBeInTheDocument();
  });

  it('asks for a quantity instead of a cost per unit when none was given', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote({ cargo: { currency: 'USD', value: 10000, valueBasis: 'cif', cif: 10000 } })} />);
    expect(screen.queryByTestId('landed-cost-per-unit')).toBeNull();
    expect(screen.getByText(/Enter a quantity to see the cost per kg/)).toBeInTheDocument();
  });

  it('writes every amount with the shared duty format the PDF report uses (₹67,271.40, never ₹67,271.4)', () => {
    const quote = aDutyQuote();
    quote.lines[3] = { key: 'igst', label: 'IGST', rate: 5, base: 1345428, amount: 67271.4 };
    renderWithApi(<DutyBreakdown quote={quote} />);
    const amounts = screen.getAllByTestId('duty-amount').map((cell) => cell.textContent);
    expect(amounts).toEqual(quote.lines.map((line) => dutyLineCells(line, quote).amount));
    expect(amounts[3]).toBe('₹67,271.40');
  });

  it('links where the document rules are published', () => {
    const pq = { title: 'Plant Quarantine (Regulation of Import into India) Order, 2003 (PPQS)', url: 'https://ppqs.gov.in/divisions/plant-quarantine' };
    renderWithApi(<DutyBreakdown quote={aDutyQuote({ documentSources: [pq] })} />);
    expect(within(screen.getByTestId('document-sources')).getByRole('link', { name: pq.title })).toHaveAttribute('href', pq.url);
  });
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = (label: RegExp) => screen.getAllByTestId('duty-line').find((row) => label.test(within(row).getByRole('rowheader').textContent ?? ''))!;

describe('DutyBreakdown rows in their own units', () => {
  it('reads the assessable value as dollars × rupees per dollar = rupees', () => {
    const quote = aDutyQuote();
    quote.lines[0] = {
      key: 'assessable_value',
      label: 'Assessable value (CIF × customs exchange rate)',
      rate: 88.5,
      rateUnit: 'exchange',
      ratePer: 1,
      base: 10000,
      baseCurrency: 'USD',
      amount: 885000,
    };
    renderWithApi(<DutyBreakdown quote={quote} />);
    expect(cells(rowOf(/^Assessable value/))).toEqual(['₹88.50 per USD', '$10,000.00', '₹8,85,000.00']);
    expect(cells(rowOf(/^Basic Customs Duty/))).toEqual(['30%', '₹8,85,000.00', '₹2,65,500.00']);
  });

  it('reads a breakdown stored before rows carried units the same way (no "84%", no rupee sign on dollars)', () => {
    const quote = aDutyQuote({
      exchangeRate: { currency: 'USD', rate: 84, per: 1, effectiveFrom: '2024-03-27', source: 'Notification 24/2024-Customs (N.T.)' },
    });
    quote.lines[0] = { key: 'assessable_value', label: 'Assessable value', rate: 84, base: 10000, amount: 840000 };
    renderWithApi(<DutyBreakdown quote={quote} />);
    expect(cells(rowOf(/^Assessable value/))).toEqual(['₹84.00 per USD', '$10,000.00', '₹8,40,000.00']);
  });

  it('converts yen per 100, and shows the CIF build-up in the cargo currency with the rule 10(2) defaults said', () => {
    const quote = aDutyQuote({
      cargo: {
        currency: 'JPY',
        value: 1_000_000,
        valueBasis: 'fob',
        freight: 200_000,
        insurance: 11_250,
        cif: 1_211_250,
        freightAssumed: true,
        insuranceAssumed: true,
      },
      lines: [
        { key: 'fob', label: 'FOB value', amount: 1_000_000, amountCurrency: 'JPY' },
        {
          key: 'freight',
          label: 'Freight',
          rate: 20,
          rateUnit: 'percent',
          base: 1_000_000,
          baseCurrency: 'JPY',
          amount: 200_000,
          amountCurrency: 'JPY',
          note: 'Freight not known: 20% of FOB, rule 10(2)',
        },
        {
          key: 'insurance',
          label: 'Insurance',
          rate: 1.125,
          rateUnit: 'percent',
          base: 1_000_000,
          baseCurrency: 'JPY',
          amount: 11_250,
          amountCurrency: 'JPY',
          note: 'Insurance not known: 1.125% of FOB, rule 10(2)',
        },
        { key: 'cif_value', label: 'CIF value (FOB + freight + insurance)', amount: 1_211_250, amountCurrency: 'JPY' },
        {
          key: 'assessable_value',
          label: 'Assessable value',
          rate: 58.2,
          rateUnit: 'exchange',
          ratePer: 100,
          base: 1_211_250,
          baseCurrency: 'JPY',
          amount: 704_947.5,
        },
      ],
    });
    renderWithApi(<DutyBreakdown quote={quote} />);
    expect(cells(rowOf(/^FOB value/))).toEqual(['—', '—', '¥1,000,000']);
    expect(cells(rowOf(/^Freight/))).toEqual(['20%', '¥1,000,000', '¥200,000']);
    expect(rowOf(/^Freight/)).toHaveTextContent('Freight not known: 20% of FOB, rule 10(2)');
    expect(cells(rowOf(/^Insurance/))).toEqual(['1.125%', '¥1,000,000', '¥11,250']);
    expect(cells(rowOf(/^CIF value/))).toEqual(['—', '—', '¥1,211,250']);
    expect(cells(rowOf(/^Assessable value/))).toEqual(['₹58.20 per 100 JPY', '¥1,211,250', '₹7,04,947.50']);
  });
});

describe('DutyBreakdown documents by direction', () => {
  const exportDocs = ['MPEDA registration certificate', 'EIC health certificate', 'Catch certificate (EU, wild-caught)'];

  it('an import lists the import checklist only', () => {
    renderWithApi(<DutyBreakdown quote={aDutyQuote({ direction: 'import', documentsRequired: ['FSSAI import NOC', 'Bill of Entry'] })} />);
    expect(screen.getByRole('heading', { name: 'Documents to import into India' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('import-documents'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['FSSAI import NOC', 'Bill of Entry']);
    expect(screen.queryByTestId('export-documents')).toBeNull();
    for (const doc of exportDocs) expect(screen.queryByText(doc)).toBeNull();
  });

  it('an export from India lists India’s export checklist apart from the destination’s', () => {
    const quote: DutyQuote = aDutyQuote({
      method: 'uae',
      currency: 'AED',
      originCountry: 'India',
      destinationCountry: 'UAE',
      direction: 'export',
      documentsRequired: ['Commercial invoice', 'Importer customs code (UAE)'],
      exportDocuments: [...exportDocs, 'Shipping bill'],
    });
    renderWithApi(<DutyBreakdown quote={quote} />);
    expect(screen.getByRole('heading', { name: 'Documents to export from India' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('export-documents'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...exportDocs, 'Shipping bill']);
    expect(within(screen.getByTestId('import-documents')).queryByText('MPEDA registration certificate')).toBeNull();
  });
});

describe('Duty Calculator', () => {
  it('sends a duty_calculation in USD and shows the breakdown', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDutyCalculatorApi();
    renderWithApi(<TradeAssistancePage />, '/trade-assistance');
    await user.type(await screen.findByLabelText('HS code'), '030617');
    await user.type(screen.getByLabelText('Cargo value (USD)'), '10000');
    await user.type(screen.getByLabelText('Origin country'), 'Vietnam');
    await user.type(screen.getByLabelText('Quantity'), '500');
    await user.selectOptions(screen.getByLabelText('Unit'), 'kg');
    expect(
      within(screen.getByLabelText('Unit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['kg', 'tons', 'pieces', 'liters', 'cbm']);
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    expect(await screen.findByTestId('duty-breakdown')).toBeInTheDocument();
    expect(screen.getAllByTestId('duty-line')).toHaveLength(6);
    expect(await screen.findByText('Duty calculated')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'duty_calculation',
      hsCode: '030617',
      value: 10000,
      currency: 'USD',
      valueBasis: 'cif',
      originCountry: 'Vietnam',
      destinationCountry: 'India',
      quantity: 500,
      unit: 'kg',
      requestDetails: {},
    });
  });
});

describe('Duty Calculator keeps its inputs', () => {
  it('keeps every input after a calculation and replaces the breakdown in place on the next one', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDutyCalculatorApi((body) => aTradeRequestDetail({ response: { breakdown: aDutyQuote({ totalDuty: Number(body.value) * 35 }) } }));
    renderWithApi(<TradeAssistancePage />, '/trade-assistance');
    await user.type(await screen.findByLabelText('HS code'), '030617');
    await user.type(screen.getByLabelText('Cargo value (USD)'), '10000');
    await user.type(screen.getByLabelText('Origin country'), 'Vietnam');
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    expect(await screen.findByTestId('total-duty')).toHaveTextContent('₹3,50,000.00');
    expect(await screen.findByText('Duty calculated')).toBeInTheDocument();
    expect(screen.queryByText('Trade assistance request submitted successfully!')).toBeNull();
    expect(screen.getByLabelText('HS code')).toHaveValue('030617');
    expect(screen.getByLabelText('Cargo value (USD)')).toHaveValue('10000');
    expect(screen.getByLabelText('Origin country')).toHaveValue('Vietnam');
    expect(screen.getByLabelText('Destination country')).toHaveValue('India');

    await user.clear(screen.getByLabelText('Cargo value (USD)'));
    await user.type(screen.getByLabelText('Cargo value (USD)'), '20000');
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    expect(await screen.findByText('₹7,00,000.00')).toBeInTheDocument();
    expect(screen.getAllByTestId('duty-breakdown')).toHaveLength(1);
    expect(screen.getByLabelText('HS code')).toHaveValue('030617');
    expect(callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))).toHaveLength(2);
  });

  it('speaks of a request, not a calculation, when the answer waits for staff', async () => {
    const user = userEvent.setup();
    stubDutyCalculatorApi(() =>
      aTradeRequestDetail({
        status: 'pending',
        response: { breakdown: aDutyQuote({ method: 'assisted', covered: false, destinationCountry: 'USA', lines: [] }) },
      }),
    );
    renderWithApi(<TradeAssistancePage />, '/trade-assistance');
    await user.type(await screen.findByLabelText('HS code'), '030617');
    await user.type(screen.getByLabelText('Cargo value (USD)'), '10000');
    await user.type(screen.getByLabelText('Origin country'), 'India');
    await user.clear(screen.getByLabelText('Destination country'));
    await user.type(screen.getByLabelText('Destination country'), 'USA');
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    expect(await screen.findByText('Trade assistance request submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Duty calculated')).toBeNull();
    expect(screen.getByLabelText('Destination country')).toHaveValue('USA');
  });

  it('sends a FOB value with the freight given and the insurance left to rule 10(2), in the chosen currency', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDutyCalculatorApi(() => aTradeRequestDetail());
    renderWithApi(<TradeAssistancePage />, '/trade-assistance');
    await user.type(await screen.findByLabelText('HS code'), '091030');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(screen.queryByLabelText('Freight (EUR)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Value basis'), 'fob');
    expect(screen.getByText(/20% of FOB is added/)).toBeInTheDocument();
    expect(screen.getByText(/1.125% of FOB is added/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cargo value (EUR)'), '8000');
    await user.type(screen.getByLabelText('Freight (EUR)'), '950');
    await user.type(screen.getByLabelText('Origin country'), 'Sri Lanka');
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    await screen.findByTestId('duty-breakdown');
    const [, init] = callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'duty_calculation',
      hsCode: '091030',
      value: 8000,
      currency: 'EUR',
      valueBasis: 'fob',
      freight: 950,
      originCountry: 'Sri Lanka',
      destinationCountry: 'India',
      requestDetails: {},
    });
  });

  it('re-validates a field as the member types once the form was submitted', async () => {
    const user = userEvent.setup();
    const fetchMock = stubDutyCalculatorApi(() => aTradeRequestDetail());
    renderWithApi(<TradeAssistancePage />, '/trade-assistance');
    await user.type(await screen.findByLabelText('HS code'), '03');
    await user.type(screen.getByLabelText('Cargo value (USD)'), '10000');
    await user.type(screen.getByLabelText('Origin country'), 'Vietnam');
    await user.click(screen.getByRole('button', { name: 'Calculate Duties & Fees' }));
    expect(await screen.findByText('HS code must be 4 to 10 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('HS code'), '06');
    await waitFor(() => expect(screen.queryByText('HS code must be 4 to 10 digits')).toBeNull());
    expect(callsTo(fetchMock, 'POST', routeUrl('createTradeRequest'))).toHaveLength(0);
  });
});
