/** The concierge feature's public API to other domain features (they import it only through this file). */
export { newTicket } from './tickets.js';
