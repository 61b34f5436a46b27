import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/staff/exchange-rates: the customs exchange-rate tables, newest effective date first. */
export const exchangeRateTablesQueryOptions = () => listQueryOptions('listExchangeRateTables', { query: {} });
export const useExchangeRateTables = () => usePagedList(exchangeRateTablesQueryOptions());
