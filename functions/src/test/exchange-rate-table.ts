import type { ExchangeRateTable, TradeCurrency } from '@club/shared';

/**
 * A customs exchange-rate table for tests that need fixed arithmetic (rupees
 * per unit, JPY per 100): the rates given replace the defaults.
 */
export function anExchangeRateTable(
  fields: Partial<Omit<ExchangeRateTable, 'rates'>> & { rates?: Partial<Record<TradeCurrency, number>> } = {},
): ExchangeRateTable {
  const { rates, ...rest } = fields;
  return {
    effectiveFrom: '2026-11-06',
    notifiedOn: '2026-11-05',
    createdAt: '2026-11-05T12:00:00.000Z',
    updatedAt: '2026-11-05T12:00:00.000Z',
    ...rest,
    rates: { USD: 88.5, EUR: 102.1, GBP: 116.4, AED: 24.1, SGD: 68.2, AUD: 58.3, JPY: 57.6, CNY: 12.45, ...rates },
  };
}
