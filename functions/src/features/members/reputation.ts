import type { Reputation } from '@club/shared';
import type { MemberItem } from './entities/member.js';
import { completedTradesOf } from '../room-nights/index.js';
import { memberScope, readCounters } from '../stats/index.js';

/** What a reputation is computed from, each read from the data (`reputationFacts`). */
export interface ReputationFacts {
  /** Staff verified the member (verifiedAt set). */
  verified: boolean;
  /** The member's own room nights that reached `completed` (handed over in the exchange). */
  tradesCompleted: number;
  /** Jobs the member posted (their `jobs` counter, the one Your Jobs shows). */
  jobsPlaced: number;
  /** Average satisfaction (1–5) of the member's rated concierge tickets, 2 decimals; null before any rating. */
  conciergeRating: number | null;
}

/** The terms of the score (docs/decisions.md, "Club operations"). */
export const REPUTATION_TERMS = {
  base: 100,
  verified: 10,
  perTrade: 5,
  perJob: 5,
  /** Points per rating point above (or below) the neutral 3 of 5. */
  perRatingPoint: 10,
  neutralRating: 3,
  min: 0,
  max: 1000,
} as const;

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * Reads the satisfaction ratings a member gave their concierge tickets: the
 * concierge feature's `ticketRatingsOf`, handed in by the caller (concierge
 * imports members, so members does not import concierge).
 */
export type TicketRatingsOf = (memberId: string) => Promise<number[]>;

/**
 * The reputation score: 100, +10 when verified, +5 per completed room-night
 * trade, +5 per job posted, + (average concierge rating − 3) × 10 once the
 * member rated a ticket (so −20 to +20), clamped to 0–1000, 2 decimals.
 * Pure, so the formula is tested term by term.
 */
export function reputationScore(facts: ReputationFacts): number {
  const t = REPUTATION_TERMS;
  const rating = facts.conciergeRating === null ? 0 : (facts.conciergeRating - t.neutralRating) * t.perRatingPoint;
  const raw = t.base + (facts.verified ? t.verified : 0) + t.perTrade * facts.tradesCompleted + t.perJob * facts.jobsPlaced + rating;
  return twoDecimals(Math.min(t.max, Math.max(t.min, raw)));
}

/** Reads the facts of one member: three Queries in parallel (their room nights, counters and rated tickets). */
export async function reputationFacts(member: MemberItem, ticketRatingsOf: TicketRatingsOf): Promise<ReputationFacts> {
  const [tradesCompleted, counters, ratings] = await Promise.all([
    completedTradesOf(member.id),
    readCounters(memberScope(member.id)),
    ticketRatingsOf(member.id),
  ]);
  return {
    verified: Boolean(member.verifiedAt),
    tradesCompleted,
    jobsPlaced: Math.max(0, counters.jobs ?? 0),
    conciergeRating: ratings.length ? twoDecimals(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) : null,
  };
}

export const fromFacts = (facts: ReputationFacts, lastCalcAt: string): Reputation => ({
  score: reputationScore(facts),
  tradesCompleted: facts.tradesCompleted,
  jobsPlaced: facts.jobsPlaced,
  conciergeRating: facts.conciergeRating,
  verificationLevel: facts.verified ? 'verified' : 'basic',
  lastCalcAt,
});

/**
 * The member's reputation for the console, computed from the data now (three
 * Queries in parallel), so it is never stale: a completed room-night trade
 * does not recompute the stored item (the exchange's handlers stay free of
 * other features' data), and read routes only read.
 */
export async function readReputation(member: MemberItem, ticketRatingsOf: TicketRatingsOf): Promise<Reputation> {
  return fromFacts(await reputationFacts(member, ticketRatingsOf), new Date().toISOString());
}
