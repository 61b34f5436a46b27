/** The staff feature's public API to other domain features (they import it only through this file). */
export { memberContext } from './member-context.js';
