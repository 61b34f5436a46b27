import type { InvestorStats, Member } from '@club/shared';
import { countersOf } from '../stats/entities/counter.js';
import { key } from '../../platform/db/keys.js';
import { queryAll } from '../../platform/db/pages.js';
import { counterData } from '../stats/data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { CLUB_SCOPE, bumpCounter, memberScope } from '../stats/index.js';

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

async function readInvestorCounters(scope: string): Promise<Record<string, number>> {
  // Counter sort keys are `COUNTER#<name>`: the investor ones share the name prefix.
  const data = await queryAll(counterData().counters, { ...countersOf(scope), range: { beginsWith: key('COUNTER', PREFIX) } });
  return Object.fromEntries(data.map((counter) => [counter.name, counter.count]));
}

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
