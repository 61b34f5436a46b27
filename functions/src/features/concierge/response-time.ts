import { CONCIERGE_RESPONSE_MIN_ANSWERED, type ConciergeStats } from '@club/shared';
import { CLUB_SCOPE, bumpCounter, readCounters } from '../stats/index.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';

/** Club counters of answered tickets and the sum of their first-response times. */
const ANSWERED_COUNTER = 'concierge#answered';
const RESPONSE_SECONDS_COUNTER = 'concierge#responseSeconds';

/** Seconds from a ticket's creation to the team's first reply (never negative). */
const responseSeconds = (createdAt: string, firstResponseAt: string): number =>
  Math.max(0, Math.round((Date.parse(firstResponseAt) - Date.parse(createdAt)) / 1000));

/**
 * The counter writes for a ticket's first reply: one more answered ticket and
 * its response time. They go in the transaction that sets the ticket's
 * `firstResponseAt` only where absent, so each ticket counts once.
 */
export const countFirstResponse = (createdAt: string, firstResponseAt: string): NamedWrite[] => [
  bumpCounter(CLUB_SCOPE, ANSWERED_COUNTER, 1),
  bumpCounter(CLUB_SCOPE, RESPONSE_SECONDS_COUNTER, responseSeconds(createdAt, firstResponseAt)),
];

/**
 * GET /api/concierge-stats: the average first-response time of answered
 * tickets, from the club's counters (one Query); null below the threshold,
 * so a young club shows no figure rather than a made-up one.
 */
export async function getConciergeStats(): Promise<ConciergeStats> {
  const counts = await readCounters(CLUB_SCOPE);
  const answered = Math.max(0, counts[ANSWERED_COUNTER] ?? 0);
  const seconds = Math.max(0, counts[RESPONSE_SECONDS_COUNTER] ?? 0);
  return {
    answeredTickets: answered,
    averageFirstResponseMinutes: answered >= CONCIERGE_RESPONSE_MIN_ANSWERED ? Math.round(seconds / answered / 60) : null,
  };
}

/**
 * Counts the first replies of tickets written outside the request paths (the
 * demo seed writes tickets only when missing and passes those it wrote), so
 * the counters match the stored tickets.
 */
export async function countWrittenResponses(tickets: { createdAt: string; firstResponseAt?: string | undefined }[]): Promise<void> {
  const answered = tickets.filter((ticket): ticket is { createdAt: string; firstResponseAt: string } => ticket.firstResponseAt !== undefined);
  if (!answered.length) return;
  const seconds = answered.reduce((sum, ticket) => sum + responseSeconds(ticket.createdAt, ticket.firstResponseAt), 0);
  await writeTransaction([bumpCounter(CLUB_SCOPE, ANSWERED_COUNTER, answered.length), bumpCounter(CLUB_SCOPE, RESPONSE_SECONDS_COUNTER, seconds)]);
}
