/** The events feature's public API to other domain features (they import it only through this file). */
export { formatWhen } from './format.js';
