import { scored } from '../features/investors/records.js';
import type { MatchInvestor, MatchOpportunity } from '../features/investors/entities/investor-match.js';
import { getMany } from '../platform/db/get-together.js';
import { investorData } from '../features/investors/data.js';
import type { Migration, StoredItem } from './types.js';

/**
 * Matches are ordered by score on the server, and the score reads the deal
 * and the profile only (no network term). Two steps over what was stored
 * before:
 *
 * 1. every match is re-scored from the cards it holds (score and both sides'
 *    reasons), and re-put so View Interest's key (score, then interestSince)
 *    is computed;
 * 2. every party entry gets its match's score, and with it the by-score key
 *    of the Matches tab (an entry whose match is gone is left as it is).
 *
 * Each re-put only over the item as read; a second run changes nothing.
 */
export const matchesByScore: Migration = {
  id: '0006-matches-by-score',
  description: 'Re-score matches from their cards and key matches and their party entries by score',
  async run(context) {
    const { matches, matchParties } = investorData();

    await context.eachPage({ scan: { entities: [matches.entityName] } }, async (items) => {
      let touched = 0;
      for (const stored of items) {
        const score = scored(stored.opportunity as MatchOpportunity, stored.investor as MatchInvestor);
        const next: StoredItem = {
          ...stored,
          compatibilityScore: score.compatibilityScore,
          investorReasons: score.investorReasons,
          founderReasons: score.founderReasons,
        };
        if (await context.reput(matches, next)) touched += 1;
      }
      return touched;
    });

    await context.eachPage({ scan: { entities: [matchParties.entityName] } }, async (items) => {
      const keys = [
        ...new Map(
          items.map((entry) => [
            `${String(entry.opportunityId)}#${String(entry.investorId)}`,
            { opportunityId: String(entry.opportunityId), investorId: String(entry.investorId) },
          ]),
        ).values(),
      ];
      const found = keys.length ? await getMany(matches, keys) : [];
      const scoreOf = new Map(found.map((match) => [match.id, match.compatibilityScore]));
      let touched = 0;
      for (const stored of items) {
        const score = scoreOf.get(String(stored.matchId));
        if (score === undefined) continue;
        if (await context.reput(matchParties, { ...stored, compatibilityScore: score })) touched += 1;
      }
      return touched;
    });
  },
};
