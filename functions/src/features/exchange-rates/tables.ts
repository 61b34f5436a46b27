import { exchangeRateTableSchema, type ExchangeRateTable } from '@club/shared';
import { exchangeRateData } from './data.js';
import { EXCHANGE_RATE_TABLES, exchangeRateTablesUpTo, type ExchangeRateTableItem } from './entities/exchange-rate-table.js';
import { queryPage } from '../../platform/db/pages.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

export const toTable = (item: ExchangeRateTableItem): ExchangeRateTable => exchangeRateTableSchema.parse(item);

/**
 * The table in force on `day` (YYYY-MM-DD): the newest taking effect on or
 * before it, in ONE Query (the tables' partition, sort key ≤ the day, read
 * newest first, limit 1). Undefined before the first table.
 */
export async function exchangeRateTableOn(day: string): Promise<ExchangeRateTable | undefined> {
  const { items } = await queryPage(exchangeRateData().exchangeRateTables, exchangeRateTablesUpTo(day), { limit: 1 });
  return items[0] ? toTable(items[0]) : undefined;
}

/** GET /api/staff/exchange-rates: every table, newest effective date first, one Query a page. */
export async function listExchangeRateTables({ limit, cursor }: PageRequest): Promise<Page<ExchangeRateTable>> {
  const page = await readPage(cursor, () => queryPage(exchangeRateData().exchangeRateTables, EXCHANGE_RATE_TABLES, { limit, cursor }));
  return { items: page.items.map(toTable), cursor: page.cursor };
}
