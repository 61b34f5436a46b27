import { describe, expect, it } from 'vitest';
import type { DutyQuote } from '../api/trade-assistance.js';
import { formatMoneyToMinor } from '../format/money.js';
import { dutyAmount, dutyFigures } from './duty-figures.js';

/** Shrimp into India: ₹8,85,000 assessable, BCD 30%, SWS, IGST 5% on ₹11,77,050. */
const indiaQuote = (cargo: Partial<DutyQuote['cargo']> = {}): DutyQuote => ({
  method: 'india',
  covered: true,
  hsCode: '030617',
  originCountry: 'Vietnam',
  destinationCountry: 'India',
  cargo: { currency: 'USD', value: 10_000, valueBasis: 'cif', cif: 10_000, quantity: 500, unit: 'kg', ...cargo },
  currency: 'INR',
  lines: [
    { key: 'assessable_value', label: 'Assessable value', amount: 885_000 },
    { key: 'bcd', label: 'BCD', rate: 30, base: 885_000, amount: 265_500 },
    { key: 'sws', label: 'SWS', rate: 10, base: 265_500, amount: 26_550 },
    { key: 'igst', label: 'IGST', rate: 5, base: 1_177_050, amount: 58_852.5 },
    { key: 'total_duty', label: 'Total duty', amount: 350_902.5 },
    { key: 'landed_cost', label: 'Landed cost', amount: 1_235_902.5 },
  ],
  assessableValue: 885_000,
  totalDuty: 350_902.5,
  landedCost: 1_235_902.5,
  effectiveRate: 39.65,
  notes: [],
  documentsRequired: [],
  ratesAsOf: '2026-11-07',
});

describe('the creditable import tax', () => {
  it('keeps IGST apart from the customs duty, with the effective rate with and without it', () => {
    const { creditableTax } = dutyFigures(indiaQuote());
    expect(creditableTax).toMatchObject({
      label: 'IGST',
      amount: 58_852.5,
      dutyWithoutTax: 292_050,
      landedCostWithoutTax: 1_177_050,
      effectiveRate: 39.65,
      effectiveRateWithoutTax: 33,
    });
    expect(creditableTax?.note).toMatch(/^IGST is usually claimed back as input tax credit/);
  });

  it('a nil IGST (fresh apples) has nothing to claim back: no split', () => {
    const quote = indiaQuote();
    quote.lines[3] = { key: 'igst', label: 'IGST', rate: 0, base: 1_177_050, amount: 0 };
    quote.totalDuty = 292_050;
    quote.landedCost = 1_177_050;
    const figures = dutyFigures(quote);
    expect(figures.creditableTax).toBeUndefined();
    expect(figures.perUnit).toMatchObject({ landedCost: 2_354.1, landedCostWithoutTax: undefined });
  });

  it('the UAE’s import VAT is the creditable tax there', () => {
    const quote: DutyQuote = {
      ...indiaQuote(),
      method: 'uae',
      currency: 'AED',
      lines: [
        { key: 'customs_duty', label: 'Customs duty', rate: 5, base: 36_725, amount: 1_836.25 },
        { key: 'vat', label: 'VAT on import', rate: 5, base: 38_561.25, amount: 1_928.06 },
      ],
      assessableValue: 36_725,
      totalDuty: 3_764.31,
      landedCost: 40_489.31,
    };
    expect(dutyFigures(quote).creditableTax).toMatchObject({ label: 'VAT', dutyWithoutTax: 1_836.25, effectiveRate: 10.25, effectiveRateWithoutTax: 5 });
  });

  it('none without a total (an assisted calculation)', () => {
    expect(dutyFigures({ ...indiaQuote(), method: 'assisted', totalDuty: undefined, landedCost: undefined }).creditableTax).toBeUndefined();
  });
});

describe('the cost per unit', () => {
  it('divides landed cost and duty by the quantity, to the paisa', () => {
    expect(dutyFigures(indiaQuote()).perUnit).toEqual({
      quantity: 500,
      unit: 'kg',
      landedCost: 2_471.81,
      totalDuty: 701.81,
      landedCostWithoutTax: 2_354.1,
    });
  });

  it('names one of the unit: per ton, per piece', () => {
    expect(dutyFigures(indiaQuote({ quantity: 20, unit: 'tons' })).perUnit).toMatchObject({ unit: 'ton', landedCost: 61_795.13 });
    expect(dutyFigures(indiaQuote({ quantity: 3, unit: 'pieces' })).perUnit?.unit).toBe('piece');
  });

  it('none without a quantity', () => {
    expect(dutyFigures(indiaQuote({ quantity: undefined })).perUnit).toBeUndefined();
  });
});

describe('duty amounts', () => {
  it('write every decimal of the minor unit, as the PDF report does', () => {
    expect(dutyAmount(67_271.4, 'INR')).toBe('₹67,271.40');
    expect(dutyAmount(885_000, 'INR')).toBe('₹8,85,000.00');
    expect(dutyAmount(1_836.25, 'AED')).toBe('AED 1,836.25');
    expect(formatMoneyToMinor(1_211_250, 'JPY')).toBe('¥1,211,250');
  });
});
