import type { ExchangeRateTable } from '@club/shared';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { exchangeRateData } from './data.js';
import { isConditionFailed } from '../../platform/db/errors.js';

type PublishedTable = Omit<ExchangeRateTable, 'createdAt' | 'updatedAt'> & { source: string };

/**
 * Customs exchange-rate tables as CBIC published them, import column, with
 * where each was read. These are the newest numbered notifications found in
 * published sources: from 4 July 2024 CBIC publishes the rates on ICEGATE
 * (ERAM, Circular 07/2024-Customs) instead of notifying them, so later tables
 * carry no number and staff record them from ICEGATE in the console.
 */
export const PUBLISHED_TABLES: readonly PublishedTable[] = [
  {
    effectiveFrom: '2024-06-07',
    number: '40/2024',
    notifiedOn: '2024-06-06',
    rates: { USD: 84.3, EUR: 92.45, GBP: 108.55, AED: 23.45, SGD: 63.0, AUD: 56.85, JPY: 54.45, CNY: 11.7 },
    source: 'Notification No. 40/2024-Customs (N.T.), 6 June 2024, Schedules I and II (imported goods)',
  },
  {
    effectiveFrom: '2024-03-27',
    number: '24/2024',
    notifiedOn: '2024-03-26',
    rates: { USD: 84.0, EUR: 92.5, GBP: 108.1, AED: 23.35, SGD: 63.2, AUD: 56.25, JPY: 56.1, CNY: 11.75 },
    source: 'Notification No. 24/2024-Customs (N.T.), 26 March 2024, Schedules I and II (imported goods)',
  },
];

/**
 * Writes each published table that is not there yet (a table staff recorded
 * or corrected for that day is left as it is). Answers how many it wrote.
 */
export async function recordPublishedTables(by: string): Promise<number> {
  const { exchangeRateTables } = exchangeRateData();
  let written = 0;
  for (const table of PUBLISHED_TABLES) {
    try {
      await exchangeRateTables
        .build(PutItemCommand)
        .item({ ...table, updatedBy: by })
        .options({ condition: { attr: 'effectiveFrom', exists: false } })
        .send();
      written += 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  return written;
}
