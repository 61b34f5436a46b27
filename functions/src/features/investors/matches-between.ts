import { matchPartiesOf } from './entities/investor-match.js';
import { investorData } from './data.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll } from '../../platform/db/pages.js';

/** A founder–investor link between two members: an accepted match, or an investor's expressed interest. */
export interface InvestorLink {
  kind: 'match' | 'interest';
  since: string;
  /** The opportunity's title. */
  about: string;
}

/**
 * The accepted matches and expressions of interest between two members,
 * either side founder: both members' match entries in parallel (one round),
 * then, only when they share a match, those matches (a second round).
 */
export async function investorLinksBetween(a: string, b: string): Promise<InvestorLink[]> {
  const { matchParties, matches } = investorData();
  const [ofA, ofB] = await Promise.all([queryAll(matchParties, matchPartiesOf(a)), queryAll(matchParties, matchPartiesOf(b))]);
  const shared = new Set(ofB.map((entry) => entry.matchId));
  const both = ofA.filter((entry) => shared.has(entry.matchId));
  if (!both.length) return [];
  const found = await getMany(
    matches,
    both.map((entry) => ({ opportunityId: entry.opportunityId, investorId: entry.investorId })),
  );
  const links: InvestorLink[] = [];
  for (const match of found) {
    const about = match.opportunity.title;
    if (match.status === 'accepted') links.push({ kind: 'match', since: match.respondedAt ?? match.createdAt, about });
    else if (match.status !== 'declined' && match.interestedAt) links.push({ kind: 'interest', since: match.interestedAt, about });
  }
  return links;
}
