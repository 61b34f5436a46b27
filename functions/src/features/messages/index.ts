/** The messages feature's public API to other domain features (they import it only through this file). */
// For the privacy feature (its export and erasure):
export { messagesMemberData } from './member-data.js';
