import { describe, expect, it } from 'vitest';
import { dutyLineCells, formatMoney, type DutyQuoteParsed, type TradeRequestDetail } from '@club/shared';
import { readPdf, type PdfPageText } from '../../test/pdf-text.js';
import { PUBLISHED_TABLES } from '../exchange-rates/published.js';
import { renderPdf } from './pdf.js';
import { buildDutyQuote } from './quote.js';
import { REPORT_DISCLAIMER, reportContent } from './report.js';

const rs = (amount: number) => formatMoney(amount, 'INR', { exact: true, decimals: 2 }).replace('₹', 'Rs. ');
const usd = (amount: number) => formatMoney(amount, 'USD', { exact: true, decimals: 2 });

/** The newest published table, as the quote reads it from the table. */
const RATES = { ...PUBLISHED_TABLES[0]!, createdAt: '2024-06-06T00:00:00.000Z', updatedAt: '2024-06-06T00:00:00.000Z' };

/** A completed duty calculation as the API answers it, with the quote worked out on 26 November 2026. */
function request(input: Partial<DutyQuoteParsed>, requestDetails: TradeRequestDetail['requestDetails'] = {}): TradeRequestDetail {
  const body: DutyQuoteParsed = {
    hsCode: '090421',
    value: 10_000,
    currency: 'USD',
    valueBasis: 'fob',
    freight: 1_500,
    insurance: undefined,
    originCountry: 'Vietnam',
    destinationCountry: 'India',
    quantity: 2_500,
    unit: 'kg',
    ...input,
  };
  const quote = buildDutyQuote(body, RATES, '2026-11-26');
  return {
    id: 'b7d0c7c2-5f0e-4a57-9a43-3c1e2f4d5a6b',
    type: 'duty_calculation',
    status: 'completed',
    createdAt: '2026-11-26T05:30:00.000Z',
    memberId: 'member-1',
    memberName: 'Lakshmi Rao',
    hsCode: body.hsCode,
    originCountry: quote.originCountry,
    destinationCountry: quote.destinationCountry,
    value: body.value,
    currency: body.currency,
    valueBasis: body.valueBasis,
    ...(body.freight !== undefined ? { freight: body.freight } : {}),
    ...(body.insurance !== undefined ? { insurance: body.insurance } : {}),
    ...(body.quantity !== undefined ? { quantity: body.quantity, unit: body.unit } : {}),
    calculatedDuty: quote.totalDuty,
    dutyCurrency: 'INR',
    documentsRequired: quote.documentsRequired,
    requestDetails,
    response: { breakdown: quote },
    statusHistory: [{ status: 'completed', at: '2026-11-26T05:30:00.000Z', by: 'Club assistant', note: 'Duty calculated' }],
    hasReport: true,
  };
}

const render = async (detail: TradeRequestDetail) =>
  readPdf(renderPdf('Duty Calculation', reportContent(detail), { footer: 'Indicative estimate, not a customs assessment' }));
const allText = (pages: PdfPageText[]) => pages.map((page) => page.text).join('\n');
/** The cells (first lines) of the first table row starting with `label`. */
const cells = (pages: PdfPageText[], label: string) =>
  pages
    .flatMap((page) => page.lines)
    .find((line) => line.text.startsWith(label))
    ?.items.map((item) => item.text);
/** The disclaimer as extracted: its words in order, whatever the line breaks. */
const words = (text: string) => text.split(/\s+/).join(' ');

describe('the duty report', () => {
  it('says on page 1, before any figure, that it is an indicative estimate and not a customs assessment', async () => {
    const [first] = await render(request({}));
    const flat = words(first!.lines.map((line) => line.text).join(' '));
    expect(flat).toContain(words(REPORT_DISCLAIMER));
    expect(flat.indexOf('Indicative estimate, not a customs assessment')).toBeLessThan(flat.indexOf('CIF build-up'));
  });

  it('names the importer with IEC and GSTIN when given, and leaves them out when not', async () => {
    const given = allText(await render(request({}, { companyName: 'Guntur Spice Traders LLP', iec: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' })));
    expect(given).toContain('Importer | Guntur Spice Traders LLP');
    expect(given).toContain('IEC | AAPFU0939F');
    expect(given).toContain('GSTIN | 27AAPFU0939F1ZV');
    const none = allText(await render(request({})));
    expect(none).not.toMatch(/^(Importer|IEC|GSTIN) \|/m);
    expect(none).toContain('Prepared for | Lakshmi Rao');
  });

  it('builds CIF from FOB, the freight given and the insurance assumed', async () => {
    const text = allText(await render(request({})));
    expect(text).toContain('Item | Basis | Amount (USD)');
    expect(text).toContain(`FOB value | As declared | ${usd(10_000)}`);
    expect(text).toContain(`Freight | As declared | ${usd(1_500)}`);
    expect(text).toMatch(new RegExp(`Insurance \\| Not known: 1\\.125% of FOB assumed \\(rule 10\\(2\\)\\) \\| \\${usd(112.5)}`));
    expect(text).toContain(`CIF value | FOB + freight + insurance | ${usd(11_612.5)}`);
  });

  it('says freight was assumed at 20% of FOB when not given, and shows a CIF value as declared', async () => {
    const assumed = await render(request({ freight: undefined }));
    expect(cells(assumed, 'Freight')).toEqual(['Freight', expect.stringMatching(/^Not known: 20% of FOB assumed/), usd(2_000)]);
    expect(allText(assumed)).toContain('2007, rule 10(2))');
    const cif = allText(await render(request({ valueBasis: 'cif', freight: undefined })));
    expect(cif).toContain(`CIF value | As declared (cost, insurance and freight included) | ${usd(10_000)}`);
    expect(cif).not.toContain('FOB value');
  });

  it('prints every duty line with its base and rate in their own units, its amount and its source, and the notification', async () => {
    const detail = request({});
    const quote = detail.response!.breakdown!;
    const rate = quote.exchangeRate!;
    const pages = await render(detail);
    const text = allText(pages);
    expect(text).toContain('Line | Base | Rate | Amount (Rs.) | Source');
    const rateText = `Rs. ${rate.rate.toFixed(2)} per USD`;
    const line = (key: string) => quote.lines.find((l) => l.key === key)!;
    expect(cells(pages, 'Assessable value (CIF')).toEqual([
      expect.stringMatching(/^Assessable value \(CIF/),
      usd(11_612.5),
      rateText,
      rs(quote.assessableValue!),
      expect.any(String),
    ]);
    expect(cells(pages, 'Basic Customs Duty')).toEqual([
      'Basic Customs Duty (BCD)',
      rs(line('bcd').base!),
      '70%',
      rs(line('bcd').amount),
      expect.stringMatching(/^Customs Tariff, First Schedule/),
    ]);
    expect(cells(pages, 'Social Welfare Surcharge')).toEqual([
      expect.stringMatching(/^Social Welfare Surcharge/),
      rs(line('sws').base!),
      '10%',
      rs(line('sws').amount),
      expect.stringMatching(/^10% of BCD \+ AIDC/),
    ]);
    expect(cells(pages, 'Integrated GST')).toEqual([
      'Integrated GST (IGST)',
      rs(line('igst').base!),
      '5%',
      rs(line('igst').amount),
      expect.stringMatching(/^On assessable value/),
    ]);
    expect(cells(pages, 'Total duty')).toEqual(['Total duty', rs(quote.totalDuty!)]);
    expect(cells(pages, 'Landed cost (')).toEqual([expect.stringMatching(/^Landed cost \(/), rs(quote.landedCost!)]);
    expect(text).toContain('Notification | In force from | Rate');
    expect(cells(pages, rate.source)).toEqual([rate.source, expect.any(String), rateText]);
  });

  it('gives the landed cost, the effective rate and the cost per unit', async () => {
    const detail = request({});
    const quote = detail.response!.breakdown!;
    const text = allText(await render(detail));
    expect(text).toContain(`Effective rate | ${quote.effectiveRate}% of the assessable value`);
    expect(text).toContain(`Landed cost per kg | ${rs(Math.round((quote.landedCost! / 2_500) * 100) / 100)}`);
    expect(text).toContain(`Duty per kg | ${rs(Math.round((quote.totalDuty! / 2_500) * 100) / 100)}`);
    const noQuantity = allText(await render(request({ quantity: undefined, unit: undefined })));
    expect(noQuantity).not.toContain('per kg');
    expect(noQuantity).toContain('Give a quantity with the request for the cost per unit.');
  });

  it('writes each amount as the duty screen does (the screen’s cell text, the rupee sign spelled Rs.)', async () => {
    const detail = request({});
    const quote = detail.response!.breakdown!;
    const igst = quote.lines.find((l) => l.key === 'igst')!;
    igst.amount = 67_271.4;
    const pages = await render(detail);
    const screenText = dutyLineCells(igst, quote).amount;
    expect(screenText).toBe('₹67,271.40');
    expect(cells(pages, 'Integrated GST')?.[3]).toBe('Rs. 67,271.40');
    for (const line of quote.lines.filter((l) => ['bcd', 'sws', 'igst', 'total_duty', 'landed_cost'].includes(l.key))) {
      const row = cells(pages, line.label.slice(0, 12))!;
      expect(row).toContain(dutyLineCells(line, quote).amount.replace('₹', 'Rs. '));
    }
  });

  it('keeps IGST apart as usually claimed back, with the effective rate and the cost per kg without it', async () => {
    const detail = request({});
    const quote = detail.response!.breakdown!;
    const igst = quote.lines.find((l) => l.key === 'igst')!.amount;
    const text = words(allText(await render(detail)));
    expect(text).toContain(`IGST (usually claimed back) | ${rs(igst)}`);
    expect(text).toContain(`Duty without IGST | ${rs(Math.round((quote.totalDuty! - igst) * 100) / 100)}`);
    const without = Math.round(((quote.totalDuty! - igst) / quote.assessableValue!) * 10_000) / 100;
    expect(text).toContain(`with IGST, ${without}% without`);
    expect(text).toContain(`Per kg without IGST | ${rs(Math.round(((quote.landedCost! - igst) / 2_500) * 100) / 100)}`);
    expect(text).toContain('IGST is usually claimed back as input tax credit');
  });

  it('right-aligns the amounts of the duty table under their header', async () => {
    const pages = await render(request({}));
    const header = pages.flatMap((page) => page.lines).find((l) => l.text.startsWith('Line | Base | Rate'))!;
    const edge = header.items.find((item) => item.text === 'Amount (Rs.)')!.right;
    const amounts = ['Basic Customs Duty', 'Social Welfare', 'Integrated GST', 'Total duty', 'Landed cost ('].map((label) => {
      const row = pages.flatMap((page) => page.lines).find((l) => l.text.startsWith(label))!;
      return row.items.find((item) => Math.abs(item.right - edge) < 0.5);
    });
    expect(amounts.every(Boolean)).toBe(true);
    // Amounts of different lengths end on one edge, so they start at different places.
    expect(new Set(amounts.map((item) => item!.x.toFixed(1))).size).toBeGreaterThan(1);
  });

  it('repeats the table header on every page a long table runs onto, and numbers the pages', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => ({ cells: [`Line ${i + 1}`, rs(1000 + i)] }));
    const pages = await readPdf(
      renderPdf(
        'Long',
        [
          {
            kind: 'table',
            columns: [
              { header: 'Line', width: 3 },
              { header: 'Amount', width: 1, align: 'right' },
            ],
            rows,
          },
        ],
        { footer: 'Indicative' },
      ),
    );
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      expect(page.lines[0]!.text).toBe('Line | Amount');
      expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`);
    }
    const listed = pages.flatMap((page) => page.lines.filter((line) => /^Line \d+ \|/.test(line.text)).map((line) => line.text));
    expect(listed).toHaveLength(90);
    expect(listed[89]).toBe(`Line 90 | ${rs(1089)}`);
  });
});
