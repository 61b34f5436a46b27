import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../platform/lib/errors.js';
import { anExchangeRateTable } from '../../test/exchange-rate-table.js';
import { cifValue, convert, indiaDutyStack, type IndiaDutyRates } from './duty.js';
import { buildDutyQuote } from './quote.js';
import { resolveTariff, TARIFF_LINES, tariffItemsUnder, type TariffLine } from './rates.js';

/** A fixed exchange-rate table for the examples (rupees per unit), so the arithmetic does not move with the notified rates. */
const FX = { INR: 1, USD: 88.7, EUR: 102.45 } as const;

/** The same rates as a stored table, for whole quotes. */
const TABLE = anExchangeRateTable({ rates: { USD: FX.USD, EUR: FX.EUR } });

/** The rates a quote charges for a code: the line resolved from the table. */
function ratesOf(code: string): IndiaDutyRates {
  const { line, reason } = resolveTariff(code);
  if (!line) throw new Error(reason ?? `${code} is not in the table`);
  return { bcd: line.bcd, aidc: line.aidc ?? 0, swsExempt: line.swsExempt ?? false, igst: line.igst };
}

describe('duty lines on hand-worked examples (fixed exchange table)', () => {
  it('an 8-digit item in USD from FOB + freight + assumed insurance: turmeric powder 0910 30 30', () => {
    // FOB 12,500 + freight 900 + insurance 1.125% of FOB (140.625 → 140.63) = CIF 13,540.63 USD
    const cif = cifValue({ value: 12_500, valueBasis: 'fob', freight: 900 });
    expect(cif).toMatchObject({ cif: 13_540.63, freight: 900, insurance: 140.63, freightAssumed: false, insuranceAssumed: true });
    // AV = 13,540.63 × 88.7 = 1,201,053.881 → 1,201,053.88
    const av = convert(cif.cif, FX.USD);
    expect(av).toBe(1_201_053.88);
    expect(ratesOf('09103030')).toEqual({ bcd: 30, aidc: 0, swsExempt: false, igst: 5 });
    expect(indiaDutyStack(av, ratesOf('09103030'))).toEqual({
      assessableValue: 1_201_053.88,
      bcd: 360_316.16, // 30% = 360,316.164
      aidc: 0,
      swsBase: 360_316.16,
      sws: 36_031.62, // 10% of BCD = 36,031.616
      igstBase: 1_597_401.66, // AV + BCD + SWS
      igst: 79_870.08, // 5% = 79,870.083
      totalDuty: 476_217.86,
      landedCost: 1_677_271.74,
      effectiveRate: 39.65,
      payableRounded: 476_218,
    });
    // the fresh item of the same subheading is IGST-exempt: the reason the items differ
    expect(ratesOf('09103010').igst).toBe(0);
  });

  it('gold in INR: its own BCD 5% + AIDC 1%, no SWS, IGST 3%', () => {
    const av = convert(2_500_000, FX.INR);
    expect(ratesOf('71081200')).toEqual({ bcd: 5, aidc: 1, swsExempt: true, igst: 3 });
    expect(indiaDutyStack(av, ratesOf('71081200'))).toMatchObject({
      bcd: 125_000,
      aidc: 25_000,
      swsBase: 150_000,
      sws: 0,
      igstBase: 2_650_000, // AV + BCD + AIDC
      igst: 79_500,
      totalDuty: 229_500,
      effectiveRate: 9.18,
    });
  });

  it('an SWS-exempt line in EUR: milled rice 1006 30 (BCD 70%, IGST 5%)', () => {
    const av = convert(40_000, FX.EUR); // 4,098,000
    expect(ratesOf('10063020')).toEqual({ bcd: 70, aidc: 0, swsExempt: true, igst: 5 });
    expect(indiaDutyStack(av, ratesOf('10063020'))).toMatchObject({
      assessableValue: 4_098_000,
      bcd: 2_868_600,
      sws: 0,
      igstBase: 6_966_600,
      igst: 348_330,
      totalDuty: 3_216_930,
      effectiveRate: 78.5,
    });
  });

  it('an AIDC line in USD: raw cotton, SWS on BCD + AIDC, IGST rounding half up', () => {
    const av = convert(7_777.77, FX.USD); // 689,888.199 → 689,888.20
    expect(ratesOf('52010020')).toEqual({ bcd: 5, aidc: 5, swsExempt: false, igst: 5 });
    expect(indiaDutyStack(av, ratesOf('52010020'))).toMatchObject({
      assessableValue: 689_888.2,
      bcd: 34_494.41,
      aidc: 34_494.41,
      swsBase: 68_988.82,
      sws: 6_898.88, // 6,898.882
      igstBase: 765_775.9,
      igst: 38_288.8, // 38,288.795 → half up
      totalDuty: 114_176.5,
      payableRounded: 114_177,
    });
  });

  it('an AIDC line exempt from SWS in EUR: solar modules 8541 43 (BCD 20% + AIDC 20%)', () => {
    const av = convert(15_000, FX.EUR); // 1,536,750
    expect(indiaDutyStack(av, ratesOf('85414300'))).toMatchObject({
      bcd: 307_350,
      aidc: 307_350,
      sws: 0,
      igstBase: 2_151_450,
      igst: 107_572.5,
      totalDuty: 722_272.5,
      effectiveRate: 47,
    });
  });
});

describe('8-digit tariff items', () => {
  it('asks for the item on a 6-digit code whose items differ, naming each', () => {
    expect(resolveTariff('091030')).toMatchObject({
      reason: '0910 30 has items with different rates: choose 0910 30 10 Fresh, 0910 30 20 Dried, 0910 30 30 Powder or 0910 30 90 Other',
    });
    expect(resolveTariff('091030').line).toBeUndefined();
    expect(tariffItemsUnder('091030').map((item) => item.prefix)).toEqual(['09103010', '09103020', '09103030', '09103090']);
  });

  it('quotes a 6-digit code directly when its items share their rates', () => {
    const lines: TariffLine[] = [
      { prefix: '12345610', label: 'A', item: 'A', bcd: 10, igst: 5, source: 's' },
      { prefix: '12345690', label: 'B', item: 'B', bcd: 10, igst: 5, source: 's' },
      { prefix: '65432110', label: 'C', item: 'C', bcd: 10, igst: 5, source: 's' },
      { prefix: '65432190', label: 'D', item: 'D', bcd: 10, igst: 5, swsExempt: true, source: 's' },
    ];
    expect(resolveTariff('123456', lines)).toEqual({ line: lines[0] });
    expect(resolveTariff('654321', lines).reason).toBe('6543 21 has items with different rates: choose 6543 21 10 C or 6543 21 90 D');
  });

  it('refuses an 8-digit code that is not an item of its subheading, and asks a heading for the full code', () => {
    expect(resolveTariff('09103015').reason).toBe(
      '0910 30 15 is not a tariff item under 0910 30: choose 0910 30 10 Fresh, 0910 30 20 Dried, 0910 30 30 Powder or 0910 30 90 Other',
    );
    expect(resolveTariff('1006').reason).toMatch(/^1006 has subheadings or items with different rates: give the full code, e\.g\. 1006 10 Rice in the husk/);
    // lines under a heading that share its rates do not ask (0306 and 0306 17 are both 30% / 5%)
    expect(resolveTariff('0306').line?.prefix).toBe('0306');
    // an item's own code, and a longer national code under it, quote at the item
    expect(resolveTariff('09103020').line?.item).toBe('Dried');
    expect(resolveTariff('0910302000').line?.item).toBe('Dried');
  });

  it('a quote into India on such a code is a 400 on hsCode with the reason; other destinations are not asked', () => {
    const body = { hsCode: '091030', value: 1000, currency: 'USD' as const, valueBasis: 'cif' as const, originCountry: 'Vietnam', destinationCountry: 'India' };
    let thrown: unknown;
    try {
      buildDutyQuote(body, TABLE, '2026-11-27');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadRequestError);
    expect((thrown as BadRequestError).details).toEqual({
      issues: [{ path: ['body', 'hsCode'], message: expect.stringMatching(/^0910 30 has items with different rates: choose 0910 30 10 Fresh/) }],
    });
    expect(buildDutyQuote({ ...body, originCountry: 'India', destinationCountry: 'UAE' }, TABLE, '2026-11-27').method).toBe('uae');
    expect(buildDutyQuote({ ...body, hsCode: '09103010' }, TABLE, '2026-11-27')).toMatchObject({
      covered: true,
      lines: expect.arrayContaining([expect.objectContaining({ key: 'igst', rate: 0, amount: 0 })]),
    });
  });

  it('cites a source on every line and keeps 8-digit items under 6-digit subheadings', () => {
    for (const line of TARIFF_LINES) {
      expect(line.source, line.prefix).toMatch(/Notification|Finance Act|Customs Tariff|Budget/);
      expect([2, 4, 6, 8]).toContain(line.prefix.length);
      if (line.item) expect(line.prefix).toHaveLength(8);
    }
    expect(new Set(TARIFF_LINES.map((line) => line.prefix)).size).toBe(TARIFF_LINES.length);
  });
});
