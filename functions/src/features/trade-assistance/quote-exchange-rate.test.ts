import { describe, expect, it } from 'vitest';
import { exchangeRateAge } from '@club/shared';
import { anExchangeRateTable } from '../../test/exchange-rate-table.js';
import { buildDutyQuote } from './quote.js';

const table = anExchangeRateTable({ number: '77/2026' });
const cargo = { hsCode: '030617', value: 1000, currency: 'JPY' as const, valueBasis: 'cif' as const, originCountry: 'Japan', destinationCountry: 'India' };

describe('the exchange-rate table of a quote', () => {
  it('is 15 days old on its 15th day (not stale) and stale from the 16th', () => {
    expect(exchangeRateAge(table, '2026-11-06')).toEqual({ days: 0, stale: false });
    expect(exchangeRateAge(table, '2026-11-21')).toEqual({ days: 15, stale: false });
    expect(exchangeRateAge(table, '2026-11-22')).toEqual({ days: 16, stale: true });
  });

  it('converts at the table’s rate (JPY per 100) and names its notification, without a warning while fresh', () => {
    const quote = buildDutyQuote(cargo, table, '2026-11-21');
    expect(quote.exchangeRate).toEqual({
      currency: 'JPY',
      rate: 57.6,
      per: 100,
      effectiveFrom: '2026-11-06',
      source: 'Notification No. 77/2026-Customs (N.T.) of 2026-11-05',
    });
    expect(quote.assessableValue).toBe(576); // 1,000 yen × ₹57.60 per 100
    expect(quote.notes.join(' ')).not.toMatch(/days old/);
  });

  it('warns on the quote when the table is older than 15 days at the quote’s date', () => {
    const quote = buildDutyQuote(cargo, table, '2026-11-27');
    expect(quote.exchangeRate?.staleDays).toBe(21);
    expect(quote.notes).toContain(
      'Exchange rates are 21 days old on 2026-11-27 (Notification No. 77/2026-Customs (N.T.) of 2026-11-05, in force from 2026-11-06): the Bill of Entry uses the rate in force on its date.',
    );
  });

  it('names an ICEGATE publication, which has no number', () => {
    const { number: _none, ...eram } = table;
    expect(buildDutyQuote(cargo, eram, '2026-11-07').exchangeRate?.source).toBe('ICEGATE exchange rates (ERAM) published 2026-11-05');
  });

  it('gives no rupee value when no table is in force', () => {
    const quote = buildDutyQuote(cargo, undefined, '2026-11-07');
    expect(quote).toMatchObject({ covered: false, method: 'assisted', lines: [] });
    expect(quote.assessableValue).toBeUndefined();
  });
});
