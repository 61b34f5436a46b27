import type { InvestorStats, Member } from '@club/shared';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { CLUB_SCOPE, bumpCounter, memberScope, readCounters } from '../stats/index.js';

/**
 * The investor counters, exact: each moves in the transaction of the write it
 * counts (club scope: active deals, raised amount of active deals, pending and
 * accepted matches, active profiles; each member's scope: their active matches).
 */
export const INVESTOR_COUNTERS = {
  activeDeals: 'investors#activeDeals',
  totalRaised: 'investors#totalRaised',
  activeMatches: 'investors#activeMatches',
  profiles: 'investors#profiles',
} as const;
const PREFIX = 'investors#';

/** Counter writes for the changes that are not zero. */
export function clubBumps(changes: Partial<Record<keyof typeof INVESTOR_COUNTERS, number>>): NamedWrite<'counter'>[] {
  return Object.entries(changes)
    .filter(([, delta]) => delta !== undefined && delta !== 0)
    .map(([name, delta]) => bumpCounter(CLUB_SCOPE, INVESTOR_COUNTERS[name as keyof typeof INVESTOR_COUNTERS], delta));
}

/** A match starts (+1) or ends (−1) being active: the club's count and both parties' own. */
export function matchBumps(parties: { investorId: string; founderId: string }, delta: 1 | -1): NamedWrite<'counter'>[] {
  return [
    bumpCounter(CLUB_SCOPE, INVESTOR_COUNTERS.activeMatches, delta),
    bumpCounter(memberScope(parties.investorId), INVESTOR_COUNTERS.activeMatches, delta),
    bumpCounter(memberScope(parties.founderId), INVESTOR_COUNTERS.activeMatches, delta),
  ];
}

/** The investor counters share a name prefix, so one Query reads just them. */
const readInvestorCounters = (scope: string): Promise<Record<string, number>> => readCounters(scope, PREFIX);

/** GET /api/investor-stats: the club's counters and the caller's, two Queries in one round. */
export async function investorStats(member: Member): Promise<InvestorStats> {
  const [club, mine] = await Promise.all([readInvestorCounters(CLUB_SCOPE), readInvestorCounters(memberScope(member.id))]);
  const count = (counts: Record<string, number>, name: string) => Math.max(0, counts[name] ?? 0);
  return {
    activeDeals: count(club, INVESTOR_COUNTERS.activeDeals),
    totalRaised: Math.round(count(club, INVESTOR_COUNTERS.totalRaised) * 100) / 100,
    activeMatches: count(club, INVESTOR_COUNTERS.activeMatches),
    investorsWithProfile: count(club, INVESTOR_COUNTERS.profiles),
    myActiveMatches: count(mine, INVESTOR_COUNTERS.activeMatches),
  };
}
