import { dutyQuoteBody, type DutyLine, type DutyQuote } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { cifValue, convert } from './duty.js';
import { anExchangeRateTable } from '../../test/exchange-rate-table.js';
import { buildDutyQuote } from './quote.js';

const TODAY = '2026-11-26';
const table = anExchangeRateTable();
const quoteOf = (body: Record<string, unknown>): DutyQuote =>
  buildDutyQuote(dutyQuoteBody.parse({ hsCode: '030617', value: 10000, originCountry: 'Vietnam', destinationCountry: 'India', ...body }), table, TODAY);
const line = (quote: DutyQuote, key: string): DutyLine => {
  const found = quote.lines.find((l) => l.key === key);
  if (!found) throw new Error(`no ${key} line in ${quote.lines.map((l) => l.key).join(', ')}`);
  return found;
};

describe('CIF from its parts (Customs Valuation Rules, 2007, rule 10(2))', () => {
  it('adds the freight and insurance given to the FOB value', () => {
    expect(cifValue({ value: 10_000, valueBasis: 'fob', freight: 1_500, insurance: 62.5 })).toEqual({
      cif: 11_562.5,
      fob: 10_000,
      freight: 1_500,
      insurance: 62.5,
      freightAssumed: false,
      insuranceAssumed: false,
    });
  });

  it('defaults unknown freight to 20% and unknown insurance to 1.125% of FOB, each on its own', () => {
    expect(cifValue({ value: 10_000, valueBasis: 'fob' })).toEqual({
      cif: 12_112.5,
      fob: 10_000,
      freight: 2_000,
      insurance: 112.5,
      freightAssumed: true,
      insuranceAssumed: true,
    });
    expect(cifValue({ value: 10_000, valueBasis: 'fob', freight: 900 })).toMatchObject({
      cif: 11_012.5,
      freight: 900,
      freightAssumed: false,
      insurance: 112.5,
      insuranceAssumed: true,
    });
    // a freight of 0 is known (the seller paid it), not unknown
    expect(cifValue({ value: 10_000, valueBasis: 'fob', freight: 0 })).toMatchObject({ cif: 10_112.5, freight: 0, freightAssumed: false });
    // 1.125% of 333.33 = 3.7499625 → 3.75; 20% = 66.666 → 66.67
    expect(cifValue({ value: 333.33, valueBasis: 'fob' })).toMatchObject({ freight: 66.67, insurance: 3.75, cif: 403.75 });
  });

  it('takes a CIF value as it is, with no build-up', () => {
    expect(cifValue({ value: 10_000, valueBasis: 'cif' })).toEqual({ cif: 10_000, freightAssumed: false, insuranceAssumed: false });
    const quote = quoteOf({ valueBasis: 'cif' });
    expect(quote.lines.map((l) => l.key)).toEqual(['assessable_value', 'bcd', 'sws', 'igst', 'total_duty', 'landed_cost']);
    expect(quote.cargo).toEqual({ currency: 'USD', value: 10_000, valueBasis: 'cif', cif: 10_000 });
  });

  it('opens a FOB quote with FOB, freight, insurance and CIF lines in the cargo currency, each default saying so', () => {
    const quote = quoteOf({ valueBasis: 'fob', insurance: 40 });
    expect(quote.lines.map((l) => l.key).slice(0, 5)).toEqual(['fob', 'freight', 'insurance', 'cif_value', 'assessable_value']);
    expect(line(quote, 'fob')).toMatchObject({ amount: 10_000, amountCurrency: 'USD' });
    expect(line(quote, 'freight')).toMatchObject({
      rate: 20,
      rateUnit: 'percent',
      base: 10_000,
      baseCurrency: 'USD',
      amount: 2_000,
      amountCurrency: 'USD',
      note: 'Freight not known: 20% of FOB, rule 10(2)',
    });
    expect(line(quote, 'insurance')).toMatchObject({ amount: 40, amountCurrency: 'USD', note: 'Insurance as given' });
    expect(line(quote, 'insurance').rate).toBeUndefined();
    expect(line(quote, 'cif_value')).toMatchObject({ amount: 12_040, amountCurrency: 'USD' });
    expect(quote.cargo).toMatchObject({ value: 10_000, freight: 2_000, insurance: 40, cif: 12_040, freightAssumed: true, insuranceAssumed: false });
    expect(line(quote, 'assessable_value')).toMatchObject({ base: 12_040, amount: convert(12_040, table.rates.USD) });
    expect(quoteOf({ valueBasis: 'fob' }).lines.find((l) => l.key === 'insurance')?.note).toBe('Insurance not known: 1.125% of FOB, rule 10(2)');
  });

  it('says the rule is India’s, as an estimate, when the goods go elsewhere', () => {
    const quote = quoteOf({ valueBasis: 'fob', originCountry: 'India', destinationCountry: 'USA' });
    expect(line(quote, 'freight').note).toBe('Freight not known: 20% of FOB, India’s rule 10(2), as an estimate');
  });
});

describe('each breakdown row in its own units', () => {
  it('assessable value: the cargo value in its currency × rupees per unit = rupees', () => {
    const quote = quoteOf({});
    const av = line(quote, 'assessable_value');
    expect(av).toMatchObject({
      rate: table.rates.USD,
      rateUnit: 'exchange',
      ratePer: 1,
      base: 10_000,
      baseCurrency: 'USD',
      amount: convert(10_000, table.rates.USD),
    });
    expect(av.amountCurrency).toBeUndefined(); // the quote's: INR
    expect(av.note).toMatch(/^\$10,000\.00 × ₹\d+\.\d{2} per USD = ₹[\d,]+\.\d{2}$/);
  });

  it('yen are converted per 100, and the row says so', () => {
    const quote = quoteOf({ currency: 'JPY', value: 1_500_000 });
    const av = line(quote, 'assessable_value');
    expect(av).toMatchObject({ rateUnit: 'exchange', ratePer: 100, baseCurrency: 'JPY', base: 1_500_000, amount: convert(1_500_000, table.rates.JPY, 100) });
    expect(av.note).toContain('per 100 JPY');
  });

  it('duties are percents of a rupee base in the quote’s currency', () => {
    const quote = quoteOf({ currency: 'EUR', value: 5_000 });
    const av = quote.assessableValue!;
    expect(av).toBe(convert(5_000, table.rates.EUR));
    for (const key of ['bcd', 'sws', 'igst']) {
      const row = line(quote, key);
      expect(row.rateUnit ?? 'percent').toBe('percent');
      expect(row.baseCurrency).toBeUndefined();
      expect(row.amountCurrency).toBeUndefined();
    }
    expect(line(quote, 'bcd')).toMatchObject({ rate: 30, base: av });
  });

  it('the UAE’s dirham CIF row converts at the peg from dollars, and has no rate for a dirham cargo', () => {
    const usd = quoteOf({ originCountry: 'India', destinationCountry: 'UAE' });
    expect(line(usd, 'cif')).toMatchObject({
      rate: 3.6725,
      rateUnit: 'exchange',
      ratePer: 1,
      base: 10_000,
      baseCurrency: 'USD',
      amount: 36_725,
      note: '$10,000.00 × AED 3.6725 per USD = AED 36,725.00',
    });
    const aed = quoteOf({ originCountry: 'India', destinationCountry: 'UAE', currency: 'AED' });
    expect(line(aed, 'cif').rate).toBeUndefined();
    expect(line(aed, 'customs_duty')).toMatchObject({ rate: 5, base: 10_000 });
  });
});

describe('documents by direction', () => {
  const exportOnly = ['MPEDA registration certificate', 'EIC health certificate', 'Catch certificate (EU, wild-caught)'];

  it('an import of shrimp into India lists the import checklist only', () => {
    const quote = quoteOf({});
    expect(quote.direction).toBe('import');
    expect(quote.documentsRequired).toEqual(expect.arrayContaining(['FSSAI import NOC', 'Bill of Entry', 'Importer Exporter Code (IEC)']));
    for (const doc of exportOnly) expect(quote.documentsRequired).not.toContain(doc);
    expect(quote.exportDocuments).toBeUndefined();
  });

  it('an export of shrimp from India lists India’s export checklist apart from the destination’s import one', () => {
    const quote = quoteOf({ originCountry: 'India', destinationCountry: 'UAE' });
    expect(quote.direction).toBe('export');
    expect(quote.exportDocuments).toEqual(expect.arrayContaining([...exportOnly, 'Shipping bill']));
    expect(quote.exportDocuments).not.toContain('FSSAI import NOC');
    expect(quote.exportDocuments).not.toContain('Bill of Entry');
    for (const doc of exportOnly) expect(quote.documentsRequired).not.toContain(doc);
    const usa = quoteOf({ originCountry: 'India', destinationCountry: 'USA' });
    expect(usa).toMatchObject({ direction: 'export', method: 'assisted' });
    expect(usa.exportDocuments).toContain('MPEDA registration certificate');
  });

  it('a cross trade (neither end India) lists no Indian checklist', () => {
    const quote = quoteOf({ originCountry: 'Vietnam', destinationCountry: 'UAE' });
    expect(quote.direction).toBe('cross_trade');
    expect(quote.exportDocuments).toBeUndefined();
    for (const doc of exportOnly) expect(quote.documentsRequired).not.toContain(doc);
  });

  it('spices: the Spices Board registration is an export document only', () => {
    const imported = quoteOf({ hsCode: '09103020' });
    expect(imported.documentsRequired).not.toContain('Spices Board CRES');
    expect(imported.documentsRequired).toContain('Phytosanitary certificate');
    const exported = quoteOf({ hsCode: '09103020', originCountry: 'India', destinationCountry: 'UAE' });
    expect(exported.exportDocuments).toContain('Spices Board CRES');
  });
});

describe('documents by product class', () => {
  const plantPapers = ['Plant quarantine import permit', 'Phytosanitary certificate'];
  const pqOrder = 'Plant Quarantine (Regulation of Import into India) Order, 2003 (PPQS)';

  it('fresh apples into India: the PQ Order’s import permit and phytosanitary certificate, with the order as a source', () => {
    const quote = quoteOf({ hsCode: '08081000', originCountry: 'USA', quantity: 20_000, unit: 'kg' });
    expect(quote.documentsRequired).toEqual(expect.arrayContaining([...plantPapers, 'FSSAI import NOC', 'Bill of Entry']));
    expect(quote.documentSources?.map((source) => source.title)).toContain(pqOrder);
  });

  it('fresh vegetables and nuts are plant products too', () => {
    for (const hsCode of ['07031010', '08013100']) expect(quoteOf({ hsCode }).documentsRequired).toEqual(expect.arrayContaining(plantPapers));
  });

  it('keeps the other classes’ papers: no plant quarantine for shrimp or phones, rice and raw cotton keep theirs', () => {
    for (const hsCode of ['030617', '85171300', '84713010']) {
      const quote = quoteOf({ hsCode });
      for (const doc of plantPapers) expect(quote.documentsRequired).not.toContain(doc);
      expect(quote.documentSources?.map((source) => source.title) ?? []).not.toContain(pqOrder);
    }
    expect(quoteOf({ hsCode: '030617' }).documentsRequired).toContain('FSSAI import NOC');
    expect(quoteOf({ hsCode: '85171300' }).documentsRequired).toContain('WPC Equipment Type Approval');
    expect(quoteOf({ hsCode: '84713010' }).documentsRequired).toContain('DGFT Import Management System authorisation');
    expect(quoteOf({ hsCode: '10063020' }).documentsRequired).toEqual(expect.arrayContaining([...plantPapers, 'Fumigation certificate']));
    expect(quoteOf({ hsCode: '52010000' }).documentsRequired).toContain('Phytosanitary certificate (raw cotton)');
  });

  it('a cross trade names no Indian rule as a source', () => {
    expect(quoteOf({ hsCode: '08081000', originCountry: 'USA', destinationCountry: 'UAE' }).documentSources).toBeUndefined();
  });
});
