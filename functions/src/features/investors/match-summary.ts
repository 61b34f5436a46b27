import { MATCH_PROPOSAL_THRESHOLD } from '@club/shared';
import { matchPartiesOf, type MatchItem } from './entities/investor-match.js';
import { investorData } from './data.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll } from '../../platform/db/pages.js';
import { NOTICE_POLICY, summaryWindow } from '../notifications/index.js';
import { investorMail, type InvestorMailData } from './mail/data.js';
import { founderParty, investorParty, opportunityOf, type Recipient } from './mails.js';

/** The lowest score a summary lists: the policy's, never below what is proposed at all. */
const MIN_SCORE = Math.max(NOTICE_POLICY['match.proposed'].minScore, MATCH_PROPOSAL_THRESHOLD);

/**
 * After proposals: each party with an address gets its window's summary
 * queued, once. The id names the recipient and the window, and the put is
 * conditional, so ten proposals, two saves at once or a retried save queue
 * one summary; it is sent when the window ends and lists what the window
 * proposed to them.
 */
export async function queueMatchSummaries(
  matches: Pick<MatchItem, 'createdAt' | 'founderId' | 'investorId'>[],
  people: Map<string, Recipient>,
): Promise<number> {
  const windows = new Map<string, { person: Recipient; window: ReturnType<typeof summaryWindow> }>();
  for (const match of matches) {
    for (const id of [match.founderId, match.investorId]) {
      const person = people.get(id);
      if (!person?.email) continue;
      const window = summaryWindow('match.proposed', id, Date.parse(match.createdAt));
      windows.set(window.id, { person, window });
    }
  }
  const queued = await Promise.all(
    [...windows.values()].map(({ person, window }) =>
      investorMail.once({
        id: window.id,
        template: 'match-summary',
        to: person.email!,
        memberId: person.id,
        dueAt: window.until,
        data: { memberId: person.id, memberName: person.name, to: person.email!, since: window.since, until: window.until },
      }),
    ),
  );
  return queued.filter(Boolean).length;
}

/** The proposals of a window to one member (either side), still pending and at or above the stated score, best first. */
export async function proposedInWindow(memberId: string, since: string, until: string): Promise<InvestorMailData['matches-proposed']['matches']> {
  const { matches, matchParties } = investorData();
  const entries = await queryAll(matchParties, matchPartiesOf(memberId), {
    filter: {
      and: [
        { attr: 'createdAt', gte: since },
        { attr: 'createdAt', lt: until },
      ],
    },
  });
  const found = await getMany(
    matches,
    entries.map((entry) => ({ opportunityId: entry.opportunityId, investorId: entry.investorId })),
  );
  return found
    .filter((match) => match.matchedBy === 'proposal' && match.status === 'pending' && match.compatibilityScore >= MIN_SCORE)
    .sort((a, b) => b.compatibilityScore - a.compatibilityScore)
    .map((match) => {
      const side = match.investorId === memberId ? ('investor' as const) : ('founder' as const);
      return {
        side,
        opportunity: opportunityOf(match.opportunity),
        other: side === 'investor' ? founderParty(match) : investorParty(match.investor),
        compatibilityScore: match.compatibilityScore,
      };
    });
}

/** A window's summary, expanded when due: one mail listing what the window proposed (none when all were answered or withdrawn meanwhile). */
export async function expandMatchSummary(summary: InvestorMailData['match-summary'], item: { id: string }): Promise<number> {
  const proposed = await proposedInWindow(summary.memberId, summary.since, summary.until);
  if (!proposed.length) return 0;
  const queued = await investorMail.once({
    id: `${item.id}.mail`,
    template: 'matches-proposed',
    to: summary.to,
    memberId: summary.memberId,
    data: { memberName: summary.memberName, minScore: MIN_SCORE, matches: proposed },
  });
  return queued ? 1 : 0;
}
