import { recordPublishedTables } from '../features/exchange-rates/published.js';
import type { Migration } from './types.js';

/**
 * Quotes read the customs exchange-rate table in force from the table, no
 * longer from code: a stage gets the published tables the code held (and
 * the newer one found since), each written only when its day has none, so a
 * table staff already recorded stays. A second run writes nothing.
 */
export const exchangeRateTables: Migration = {
  id: '0007-exchange-rate-tables',
  description: 'Write the published customs exchange-rate tables that quotes convert with',
  async run(context) {
    const written = await recordPublishedTables('migration:0007-exchange-rate-tables');
    context.log('exchange-rate tables written', { written });
  },
};
