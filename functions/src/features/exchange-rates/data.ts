import { exchangeRateTableEntity } from './entities/exchange-rate-table.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Customs exchange-rate tables that quotes convert with. */
export const exchangeRateData = entitySet({ exchangeRateTables: exchangeRateTableEntity });
