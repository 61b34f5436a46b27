import {
  TRADE_REQUEST_TYPE_LABELS,
  type DutyQuote,
  dutyAmount,
  dutyFigures,
  dutyLineCells,
  type Member,
  type TradeRequestDetail,
  INDIA_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatExchangeRate,
  formatNumber,
  formatPercent,
} from '@club/shared';
import { ConflictError } from '../../platform/lib/errors.js';
import { renderPdf, type PdfBlock, type PdfRow } from './pdf.js';
import { toDetail, visibleRequest } from './requests.js';

/** Page 1 says this before any figure; every page's footer repeats its first sentence. */
export const REPORT_DISCLAIMER =
  'Indicative estimate, not a customs assessment. Worked out from public tariff and exchange-rate notifications, for planning and for your customs broker to check; the duty assessed by customs on the Bill of Entry is final, and anti-dumping or safeguard duty, if any, is not included.';
const FOOTER = 'Indicative estimate, not a customs assessment';

/** Money as the duty screen writes it (the PDF spells '₹' as 'Rs.': the standard fonts have no rupee sign). */
const money = dutyAmount;
/** A date-only value ('2026-11-15') as the app shows it. */
const day = (isoDate: string) => formatDate(isoDate, 'UTC', { weekday: false });
const heading = (text: string): PdfBlock => ({ text, bold: true, size: 12, gap: 14 });
/** Label and value pairs as a ruled table without a header; pairs without a value are left out. */
const facts = (pairs: [string, string | undefined][]): PdfBlock => ({
  kind: 'table',
  header: false,
  gap: 4,
  columns: [
    { header: '', width: 1 },
    { header: '', width: 3 },
  ],
  rows: pairs.filter((pair): pair is [string, string] => Boolean(pair[1])).map(([label, value]) => ({ cells: [label, value] })),
});

/** FOB, freight and insurance (saying which were assumed) up to CIF, in the cargo's currency. */
function cifBuildUp(request: TradeRequestDetail, quote: DutyQuote): PdfBlock[] {
  const { cargo } = quote;
  const amount = (value: number) => money(value, cargo.currency);
  const rows: PdfRow[] = [];
  if (cargo.valueBasis === 'fob') {
    rows.push({ cells: ['FOB value', 'As declared', amount(cargo.value)] });
    // Quotes stored before the cargo said what was assumed: what the member did not give was assumed.
    const freightAssumed = cargo.freightAssumed ?? request.freight === undefined;
    const insuranceAssumed = cargo.insuranceAssumed ?? request.insurance === undefined;
    rows.push({
      cells: [
        'Freight',
        freightAssumed ? 'Not known: 20% of FOB assumed (Customs Valuation Rules, 2007, rule 10(2))' : 'As declared',
        amount(cargo.freight ?? 0),
      ],
    });
    rows.push({
      cells: ['Insurance', insuranceAssumed ? 'Not known: 1.125% of FOB assumed (rule 10(2))' : 'As declared', amount(cargo.insurance ?? 0)],
    });
    rows.push({ cells: ['CIF value', 'FOB + freight + insurance', amount(cargo.cif)], bold: true, shaded: true });
  } else {
    rows.push({ cells: ['CIF value', 'As declared (cost, insurance and freight included)', amount(cargo.cif)], bold: true, shaded: true });
  }
  return [
    heading('CIF build-up'),
    {
      kind: 'table',
      gap: 4,
      columns: [
        { header: 'Item', width: 2 },
        { header: 'Basis', width: 4.5 },
        { header: `Amount (${cargo.currency})`, width: 2, align: 'right' },
      ],
      rows,
    },
  ];
}

/** The CIF build-up's own lines in a quote (shown in their own table, not among the duties). */
const BUILD_UP_KEYS = new Set(['fob', 'freight', 'insurance', 'cif_value']);

/** The duty table, totals, effective rate and the per-unit cost. */
function dutyComputation(quote: DutyQuote): PdfBlock[] {
  const currency = quote.currency ?? quote.cargo.currency;
  const rows: PdfRow[] = quote.lines
    .filter((line) => !BUILD_UP_KEYS.has(line.key))
    .map((line) => {
      const total = line.key === 'total_duty' || line.key === 'landed_cost';
      const cells = dutyLineCells(line, quote);
      return {
        cells: [line.label, cells.base ?? '', cells.rate ?? '', cells.amount, [line.note, line.source].filter(Boolean).join('. ')],
        bold: total,
        shaded: total,
      };
    });
  const blocks: PdfBlock[] = [
    heading('Duty computation'),
    {
      kind: 'table',
      gap: 4,
      size: 8.5,
      columns: [
        { header: 'Line', width: 3.6 },
        { header: 'Base', width: 2.4, align: 'right' },
        { header: 'Rate', width: 2.3, align: 'right' },
        { header: `Amount (${currency === 'INR' ? 'Rs.' : currency})`, width: 2.4, align: 'right' },
        { header: 'Source', width: 2.9, size: 7, muted: true },
      ],
      rows,
    },
  ];
  const { creditableTax: tax, perUnit } = dutyFigures(quote);
  const quantity = quote.cargo.quantity;
  blocks.push(
    facts([
      ['Assessable value', quote.assessableValue !== undefined ? money(quote.assessableValue, currency) : undefined],
      [
        'Total duty',
        quote.totalDuty !== undefined
          ? money(quote.totalDuty, currency)
          : 'Not computed: the heading is not in the indicative rate table (assisted calculation by club staff)',
      ],
      [`${tax?.label} (usually claimed back)`, tax ? money(tax.amount, currency) : undefined],
      [`Duty without ${tax?.label}`, tax ? money(tax.dutyWithoutTax, currency) : undefined],
      ['Landed cost', quote.landedCost !== undefined ? money(quote.landedCost, currency) : undefined],
      [`Landed cost without ${tax?.label}`, tax?.landedCostWithoutTax !== undefined ? money(tax.landedCostWithoutTax, currency) : undefined],
      [
        'Effective rate',
        tax
          ? `${formatPercent(tax.effectiveRate, 2)} of the assessable value with ${tax.label}, ${formatPercent(tax.effectiveRateWithoutTax, 2)} without`
          : quote.effectiveRate !== undefined
            ? `${formatPercent(quote.effectiveRate, 2)} of the assessable value`
            : undefined,
      ],
      ['Quantity', quantity !== undefined ? `${formatNumber(quantity, { maxDecimals: 3 })} ${quote.cargo.unit ?? ''}`.trim() : undefined],
      [`Landed cost per ${perUnit?.unit}`, perUnit?.landedCost !== undefined ? money(perUnit.landedCost, currency) : undefined],
      [`Per ${perUnit?.unit} without ${tax?.label}`, perUnit?.landedCostWithoutTax !== undefined ? money(perUnit.landedCostWithoutTax, currency) : undefined],
      [`Duty per ${perUnit?.unit}`, perUnit?.totalDuty !== undefined ? money(perUnit.totalDuty, currency) : undefined],
    ]),
  );
  if (tax) blocks.push({ text: tax.note, size: 8, muted: true, gap: 2 });
  if (quantity === undefined && quote.landedCost !== undefined)
    blocks.push({ text: 'Give a quantity with the request for the cost per unit.', size: 8, muted: true, gap: 2 });
  return blocks;
}

/** The exchange-rate notification the quote converted at. */
function exchangeRateTable(quote: DutyQuote): PdfBlock[] {
  const rate = quote.exchangeRate;
  if (!rate) return [];
  return [
    heading('Exchange rate'),
    {
      kind: 'table',
      gap: 4,
      columns: [
        { header: 'Notification', width: 4 },
        { header: 'In force from', width: 1.8 },
        { header: 'Rate', width: 2.2, align: 'right' },
      ],
      rows: [
        {
          cells: [
            rate.source,
            /^\d{4}-\d{2}-\d{2}$/.test(rate.effectiveFrom) ? day(rate.effectiveFrom) : rate.effectiveFrom,
            formatExchangeRate(rate.rate, quote.currency ?? 'INR', rate.currency, rate.per),
          ],
        },
      ],
    },
  ];
}

/**
 * The report: a working sheet a customs broker can check line by line (the
 * importer, the goods, the CIF build-up, every duty line with its base, rate
 * and source, the exchange-rate notification, totals), then the documents,
 * the club's answer and the status history; times in `timeZone` (the
 * reader's, India's by default).
 */
export function reportContent(request: TradeRequestDetail, timeZone: string = INDIA_TIME_ZONE): PdfBlock[] {
  const quote = request.response?.breakdown;
  const asked = request.requestDetails;
  const blocks: PdfBlock[] = [
    { text: 'Telugu Executive Club: Trade Assistance', bold: true, size: 15 },
    { text: quote ? 'Import duty working sheet' : `${TRADE_REQUEST_TYPE_LABELS[request.type]} report`, bold: true, size: 13, gap: 2 },
    {
      text: `Request ${request.id} · ${request.status} · submitted ${formatDate(request.createdAt, timeZone, { weekday: false })} by ${request.memberName ?? request.memberId}`,
      size: 8.5,
      muted: true,
      gap: 2,
    },
    { kind: 'box', text: REPORT_DISCLAIMER, bold: true, size: 9, gap: 8 },
  ];
  const cargoValue =
    request.value !== undefined ? `${money(request.value, request.currency ?? 'USD')} (${(request.valueBasis ?? 'cif').toUpperCase()})` : undefined;
  blocks.push(heading(quote ? 'Importer and goods' : 'Request'));
  blocks.push(
    facts([
      ['Importer', asked.companyName],
      ['IEC', asked.iec?.toUpperCase()],
      ['GSTIN', asked.gstin],
      ['Prepared for', request.memberName],
      ['HS code', request.hsCode ? `${request.hsCode}${quote?.description ? `: ${quote.description}` : ''}` : undefined],
      ['Route', request.originCountry && request.destinationCountry ? `${request.originCountry} to ${request.destinationCountry}` : undefined],
      ['Cargo value', cargoValue],
      ['Quantity', request.quantity !== undefined ? `${formatNumber(request.quantity, { maxDecimals: 3 })} ${request.unit ?? ''}`.trim() : undefined],
      ['Service', asked.serviceName],
      ['Product', asked.productDescription],
      ['Notes', asked.notes],
      ['Rates as of', quote ? day(quote.ratesAsOf) : undefined],
    ]),
  );
  if (quote) {
    blocks.push(...cifBuildUp(request, quote), ...exchangeRateTable(quote));
    if (quote.lines.some((line) => !BUILD_UP_KEYS.has(line.key))) blocks.push(...dutyComputation(quote));
    if (quote.notes.length) {
      blocks.push(heading('Notes'));
      for (const note of quote.notes) blocks.push({ text: `• ${note}`, size: 8.5, gap: 2 });
    }
  }
  const candidates = request.response?.candidates;
  if (candidates?.length) {
    blocks.push(heading('Candidate HS codes'));
    blocks.push({
      kind: 'table',
      gap: 4,
      columns: [
        { header: 'HS code', width: 1.2 },
        { header: 'Chapter', width: 2.5 },
        { header: 'Description', width: 5 },
      ],
      rows: candidates.map((candidate) => ({ cells: [candidate.hsCode, candidate.category, candidate.description] })),
    });
  }
  if (request.response?.confirmedHsCode) blocks.push({ text: `Confirmed HS code: ${request.response.confirmedHsCode}`, bold: true, gap: 6 });
  if (request.response?.message) {
    blocks.push(heading('Answer from the club'));
    blocks.push({ text: request.response.message });
    if (request.response.respondedBy) {
      blocks.push({
        text: `${request.response.respondedBy}${request.response.respondedAt ? `, ${formatDate(request.response.respondedAt, timeZone, { weekday: false })}` : ''}`,
        size: 9,
        muted: true,
      });
    }
  }
  if (request.documentsRequired.length) {
    blocks.push(heading(quote ? `Documents for the import into ${quote.destinationCountry}` : 'Documents required'));
    for (const doc of request.documentsRequired) blocks.push({ text: `• ${doc}`, size: 9.5 });
  }
  if (quote?.exportDocuments?.length) {
    blocks.push(heading('Documents for the export from India'));
    for (const doc of quote.exportDocuments) blocks.push({ text: `• ${doc}`, size: 9.5 });
  }
  if (quote?.documentSources?.length) {
    blocks.push(heading('Where the document rules are published'));
    for (const source of quote.documentSources) blocks.push({ text: `• ${source.title}: ${source.url}`, size: 8.5, muted: true });
  }
  blocks.push(heading('Status history'));
  blocks.push({
    kind: 'table',
    gap: 4,
    size: 8.5,
    columns: [
      { header: 'When', width: 2.6 },
      { header: 'Status', width: 1.3 },
      { header: 'By', width: 1.8 },
      { header: 'Note', width: 3.5 },
    ],
    rows: request.statusHistory.map((change) => ({
      cells: [formatDateTime(change.at, timeZone, { weekday: false }), change.status, change.by, change.note ?? ''],
    })),
  });
  return blocks;
}

/** GET /api/trade-assistance/{id}/report: a completed request (own, or any for staff) as a PDF. */
export async function tradeRequestReport(member: Member, id: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const request = toDetail(await visibleRequest(member, id));
  if (request.status !== 'completed') throw new ConflictError('The report is available once the request is completed');
  const title = `${TRADE_REQUEST_TYPE_LABELS[request.type]} ${request.hsCode ?? ''}`.trim();
  return {
    filename: `trade-${request.type.replace('_', '-')}-${request.id.slice(0, 8)}.pdf`,
    pdf: renderPdf(title, reportContent(request, member.timeZone), { footer: `${FOOTER} · Request ${request.id.slice(0, 8)}` }),
  };
}
