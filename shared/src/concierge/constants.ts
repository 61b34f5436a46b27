/** Concierge ticket values. */

export const CONCIERGE_CATEGORIES = ['visa', 'govt_meetings', 'intros', 'venue_bookings', 'protocol', 'travel', 'accommodation', 'general'] as const;
export type ConciergeCategory = (typeof CONCIERGE_CATEGORIES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** 'Active' counts these. */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'assigned', 'in_progress'];
export const CONCIERGE_LIMITS = { titleMin: 5, detailsMin: 10 } as const;
/**
 * Answered tickets (with a first staff reply) needed before the concierge
 * shows its measured average response time; below it the figure is hidden.
 */
export const CONCIERGE_RESPONSE_MIN_ANSWERED = 5;
export const CHAT_REPLY_DELAY_MS = 1500;
