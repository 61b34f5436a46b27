import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import type { TradeCurrency } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key } from '../../../platform/db/keys.js';

/** Every table lives in one partition, sorted by the day it takes effect (a handful a month, so it stays small). */
const PARTITION = 'EXCHANGE_RATES';
const effectiveKey = (effectiveFrom: string) => key('EFFECTIVE', effectiveFrom);

/** Every table, newest effective date first when read reversed (the staff list). */
export const EXCHANGE_RATE_TABLES = { partition: PARTITION } as const;

/** The tables in force on or before `day` (YYYY-MM-DD): read reversed with limit 1, the one in force that day. */
export const exchangeRateTablesUpTo = (day: string) => ({ partition: PARTITION, range: { lte: effectiveKey(day) } }) as const;

const schema = item({
  /** The day the rates apply from (YYYY-MM-DD): the table's identity, so two tables never share a day. */
  effectiveFrom: string().key(),
  /** "40/2024" for Notification No. 40/2024-Customs (N.T.); absent for an ICEGATE (ERAM) publication. */
  number: string().optional(),
  notifiedOn: string(),
  /** Rupees per unit of each currency (per 100 for JPY), for imported goods. */
  rates: any().castAs<Record<TradeCurrency, number>>(),
  source: string().optional(),
  /** Who recorded it last (member id, or the migration that seeded it). */
  updatedBy: string(),
});

/** A customs exchange-rate table (one notification or ICEGATE publication), kept by staff. */
export const exchangeRateTableEntity = () =>
  new Entity({
    name: 'exchangeRateTable',
    table: clubTable,
    schema,
    computeKey: ({ effectiveFrom }) => ({ pk: PARTITION, sk: effectiveKey(effectiveFrom) }),
    timestamps: TIMESTAMPS,
  });

export type ExchangeRateTableEntity = ReturnType<typeof exchangeRateTableEntity>;
export type ExchangeRateTableItem = FormattedItem<ExchangeRateTableEntity>;
