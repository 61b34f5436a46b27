/** The concierge feature's public API to other domain features (they import it only through this file). */
export { newTicket } from './tickets.js';
// For the privacy feature (its export and erasure):
export { conciergeMemberData } from './member-data.js';
// Darshan's submit puts the ticket in its own transaction:
export { newTicketWrite } from './tickets.js';

// Members' reputation counts the ratings; its callers hand this in (concierge imports members, not the other way).
export { ticketRatingsOf } from './ratings.js';
