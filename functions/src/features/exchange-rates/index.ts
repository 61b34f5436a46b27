/** The exchange-rates feature's public API to other domain features (they import it only through this file). */
export { exchangeRateTableOn } from './tables.js';
