import type { InvestorMatch, MatchSide, Member } from '@club/shared';
import { matchPartiesByScore, matchesInInterest } from './entities/investor-match.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { ForbiddenError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { NOT_FOUNDER, partyMatch, readOpportunity, toMatch } from './records.js';

// Apart from matches.ts, so the routes that only read matches bundle none of the write builders.

/**
 * GET /api/investor-matches: the caller's matches best score first (equal
 * scores newest first, then by id), as investor, founder or both (`side`, a
 * filter expression on the entries): one Query of the caller's entries on
 * their by-score index, one BatchGet of the matches. The order is the index's,
 * so it holds across pages.
 */
export async function listMatches(member: Member, query: PageRequest & { side?: MatchSide | undefined }): Promise<Page<InvestorMatch>> {
  const { matches, matchParties } = investorData();
  const { limit, cursor, side } = query;
  const page = await readPage(cursor, () =>
    queryPage(matchParties, matchPartiesByScore(member.id), { limit, cursor, ...(side ? { filter: { attr: 'side', eq: side } } : {}) }),
  );
  const found = page.items.length
    ? await getMany(
        matches,
        page.items.map((entry) => ({ opportunityId: entry.opportunityId, investorId: entry.investorId })),
      )
    : [];
  const byId = new Map(found.map((match) => [match.id, match]));
  const items = page.items.flatMap((entry) => {
    const match = byId.get(entry.matchId);
    return match ? [toMatch(match, member.id)] : [];
  });
  return { items, cursor: page.cursor };
}

/**
 * GET /api/investment-opportunities/{id}/interest (founder): the investors
 * who expressed interest, best score first (equal scores newest first), with
 * their card, score, fits and misses in the founder's voice (the
 * opportunity's read, then one Query of the by-score index).
 */
export async function listOpportunityInterest(member: Member, opportunityId: string, { limit, cursor }: PageRequest): Promise<Page<InvestorMatch>> {
  const opportunity = await readOpportunity(opportunityId);
  if (opportunity.createdBy !== member.id) throw new ForbiddenError(NOT_FOUNDER);
  const page = await readPage(cursor, () => queryPage(investorData().matches, matchesInInterest(opportunityId, 'interested'), { limit, cursor }));
  return { items: page.items.map((match) => toMatch(match, member.id)), cursor: page.cursor };
}

/** GET /api/investor-matches/{id}: for its two parties only. */
export async function getMatch(member: Member, matchId: string): Promise<InvestorMatch> {
  return toMatch(await partyMatch(member, matchId), member.id);
}
