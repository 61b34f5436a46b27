import { randomUUID } from 'node:crypto';
import { MATCH_CANDIDATES_MAX, MATCH_PROPOSALS_PER_WRITE, MATCH_PROPOSAL_THRESHOLD } from '@club/shared';
import type { OpportunityItem } from './entities/investment-opportunity.js';
import type { InvestorProfileItem } from './entities/investor-profile.js';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { opportunitiesListed } from './entities/investment-opportunity.js';
import { profilesListed } from './entities/investor-profile.js';
import {
  matchPartiesOf,
  matchesOfOpportunity,
  type MatchFounder,
  type MatchInvestor,
  type MatchItem,
  type MatchOpportunity,
} from './entities/investor-match.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { readRecipients, type Recipient } from './mails.js';
import { queueMatchSummaries } from './match-summary.js';
import { blocksOf } from '../network/index.js';
import { founderOf, investorSnapshot, opportunitySnapshot, scored, whole } from './records.js';
import { matchBumps } from './stats.js';
import { isContention } from '../../platform/db/contention.js';

/** How many writes a proposal round sends at once. */
const PARALLEL = 8;

async function inBatches<T>(items: T[], run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL) await Promise.all(items.slice(i, i + PARALLEL).map(run));
}

/** A new match and both parties' entries (and the active-match counters), written only if the pair has none yet. */
export function newMatch(
  opportunity: MatchOpportunity,
  founder: MatchFounder,
  investor: MatchInvestor,
  extra: { matchedBy: MatchItem['matchedBy']; interestedAt?: string | undefined },
): MatchItem {
  const now = extra.interestedAt ?? new Date().toISOString();
  const score = scored(opportunity, investor);
  return {
    opportunityId: opportunity.id,
    investorId: investor.id,
    id: randomUUID(),
    founderId: founder.id,
    founderName: founder.name,
    ...(founder.card ? { founderCard: founder.card } : {}),
    status: 'pending',
    matchedBy: extra.matchedBy,
    compatibilityScore: score.compatibilityScore,
    investorReasons: score.investorReasons,
    founderReasons: score.founderReasons,
    ...(extra.interestedAt ? { interestedAt: extra.interestedAt } : {}),
    interestState: extra.interestedAt ? 'interested' : 'proposed',
    interestSince: now,
    opportunity,
    investor,
    createdAt: now,
    // Written on creation too (the library would), so the answer matches what is stored.
    updatedAt: now,
  };
}

/** The transaction writes creating a match: the match (named `match`, only if the pair has none yet), two party entries, the counters. */
export function matchCreation(match: MatchItem): NamedWrite<'match' | 'party' | 'counter'>[] {
  const { matches, matchParties } = investorData();
  const party = (memberId: string, side: 'investor' | 'founder') => ({
    memberId,
    side,
    matchId: match.id,
    opportunityId: match.opportunityId,
    investorId: match.investorId,
    createdAt: match.createdAt,
    compatibilityScore: match.compatibilityScore,
  });
  return [
    {
      name: 'match',
      write: matches
        .build(PutTransaction)
        .item(match)
        .options({ condition: { attr: 'investorId', exists: false } }),
    },
    { name: 'party', write: matchParties.build(PutTransaction).item(party(match.investorId, 'investor')) },
    { name: 'party', write: matchParties.build(PutTransaction).item(party(match.founderId, 'founder')) },
    ...matchBumps(match, 1),
  ];
}

/** Creates a proposed match (its mail is the window's summary); false when the pair already has one (or contention: the next change proposes again). */
async function propose(match: MatchItem): Promise<boolean> {
  try {
    return await writeTransaction(matchCreation(match), { match: 'accept' });
  } catch (error) {
    if (isContention(error)) return false;
    throw error;
  }
}

/**
 * Re-scores a match with fresh cards (both, or the one that changed), with
 * both parties' entries in the same transaction (their keys order the Matches
 * tab by score); unchanged matches are not written. A lost race is left to
 * the next change.
 */
async function refresh(match: MatchItem, opportunity: MatchOpportunity, investor: MatchInvestor, founderCard = match.founderCard): Promise<void> {
  const score = scored(opportunity, investor);
  const same =
    JSON.stringify([match.opportunity, match.investor, match.founderCard, match.compatibilityScore, match.investorReasons, match.founderReasons]) ===
    JSON.stringify([opportunity, investor, founderCard, score.compatibilityScore, score.investorReasons, score.founderReasons]);
  if (same) return;
  const { matches, matchParties } = investorData();
  const entry = (memberId: string) => ({
    name: 'party' as const,
    write: matchParties
      .build(UpdateTransaction)
      .item({ memberId, createdAt: match.createdAt, matchId: match.id, compatibilityScore: score.compatibilityScore })
      .options({ condition: { attr: 'matchId', exists: true } }),
  });
  const writes: NamedWrite<'match' | 'party'>[] = [
    {
      name: 'match',
      write: matches
        .build(UpdateTransaction)
        .item({
          opportunityId: match.opportunityId,
          investorId: match.investorId,
          opportunity: whole(opportunity),
          investor: whole(investor),
          ...(founderCard ? { founderCard: whole(founderCard) } : {}),
          compatibilityScore: score.compatibilityScore,
          // Sent with the score: View Interest's key is built from both.
          interestSince: match.interestSince,
          investorReasons: $set(score.investorReasons),
          founderReasons: $set(score.founderReasons),
        })
        .options({ condition: { attr: 'investorId', exists: true } }),
    },
    entry(match.investorId),
    entry(match.founderId),
  ];
  try {
    await writeTransaction(writes, { match: 'accept', party: 'accept' });
  } catch (error) {
    if (!isContention(error)) throw error;
  }
}

/** Items of a listing index up to MATCH_CANDIDATES_MAX, newest first (a club holds hundreds, not thousands). */
async function listedUpTo<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; cursor: string | null }>): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    found.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor && found.length < MATCH_CANDIDATES_MAX);
  return found.slice(0, MATCH_CANDIDATES_MAX);
}

const activeProfiles = (): Promise<InvestorProfileItem[]> =>
  listedUpTo((cursor) => queryPage(investorData().investorProfiles, profilesListed('active'), { limit: 100, cursor }));

const activeOpportunities = (): Promise<OpportunityItem[]> =>
  listedUpTo((cursor) => queryPage(investorData().opportunities, opportunitiesListed('active'), { limit: 100, cursor }));

/**
 * Whether an opportunity's industry is one the investor chose to focus on
 * (or they chose none, or it names none): a proposal never goes outside the
 * focus an investor stated, however well the rest fits.
 */
export const inFocus = (opportunity: Pick<MatchOpportunity, 'industry'>, investor: Pick<MatchInvestor, 'focusAreas'>): boolean =>
  !investor.focusAreas.length || !opportunity.industry || investor.focusAreas.includes(opportunity.industry);

/** Proposes each match, then queues both parties' summaries of the window (one per recipient, however many were proposed). */
async function proposeAll(proposals: MatchItem[], people: Map<string, Recipient>): Promise<number> {
  const created: MatchItem[] = [];
  await inBatches(proposals, async (match) => {
    if (await propose(match)) created.push(match);
  });
  if (created.length) await queueMatchSummaries(created, people);
  return created.length;
}

/** The best candidates at or above the threshold, at most MATCH_PROPOSALS_PER_WRITE (the demo seed picks with it too). */
export function selectProposals<T>(candidates: { item: T; score: number; eligible: boolean }[]): T[] {
  return candidates
    .filter((c) => c.eligible && c.score >= MATCH_PROPOSAL_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, MATCH_PROPOSALS_PER_WRITE)
    .map((c) => c.item);
}

/**
 * After an opportunity is created or changed: its matches get the fresh card
 * and score, and while it is active the investors whose active profiles fit
 * it best (hard constraints and blocks first, then the score ≥
 * MATCH_PROPOSAL_THRESHOLD) get a proposed match; members the founder
 * blocked, or who blocked them, are never proposed.
 */
export async function proposeForOpportunity(opportunity: OpportunityItem): Promise<number> {
  const card = opportunitySnapshot(opportunity);
  const [existing, blocked] = await Promise.all([
    queryAll(investorData().matches, matchesOfOpportunity(opportunity.id), { ascending: true }),
    blocksOf(opportunity.createdBy),
  ]);
  await inBatches(existing, (match) => refresh(match, card, match.investor, opportunity.createdByCard ?? match.founderCard));
  if (!opportunity.isActive) return 0;
  const matched = new Set(existing.map((m) => m.investorId));
  const candidates = (await activeProfiles())
    .filter((profile) => profile.userId !== opportunity.createdBy && !matched.has(profile.userId) && !blocked.has(profile.userId))
    .map((profile) => {
      const investor = investorSnapshot(profile);
      const score = scored(card, investor);
      return { item: investor, score: score.compatibilityScore, eligible: score.eligible && inFocus(card, investor) };
    });
  const founder = founderOf(opportunity);
  const selected = selectProposals(candidates);
  // Both parties' addresses for the proposal mails: one BatchGet of everyone proposed.
  const people = selected.length ? await readRecipients([founder.id, ...selected.map((investor) => investor.id)]) : new Map<string, Recipient>();
  return proposeAll(
    selected.map((investor) => newMatch(card, founder, investor, { matchedBy: 'proposal' })),
    people,
  );
}

/**
 * After a profile is saved: the investor's matches get the fresh card and
 * score, and while the profile is active the active opportunities that fit it
 * best get a proposed match.
 */
export async function proposeForProfile(profile: InvestorProfileItem): Promise<number> {
  const card = investorSnapshot(profile);
  const { matches, matchParties } = investorData();
  const [entries, blocked] = await Promise.all([
    queryAll(matchParties, matchPartiesOf(profile.userId), { ascending: true, filter: { attr: 'side', eq: 'investor' } }),
    blocksOf(profile.userId),
  ]);
  const existing = await getMany(
    matches,
    entries.map((e) => ({ opportunityId: e.opportunityId, investorId: e.investorId })),
  );
  await inBatches(existing, (match) => refresh(match, match.opportunity, card));
  if (!profile.isActive) return 0;
  const matched = new Set(existing.map((m) => m.opportunityId));
  const candidates = (await activeOpportunities())
    .filter((opportunity) => opportunity.createdBy !== profile.userId && !matched.has(opportunity.id) && !blocked.has(opportunity.createdBy))
    .map((opportunity) => {
      const score = scored(opportunitySnapshot(opportunity), card);
      return { item: opportunity, score: score.compatibilityScore, eligible: score.eligible && inFocus(opportunitySnapshot(opportunity), card) };
    });
  const selected = selectProposals(candidates);
  const people = selected.length
    ? await readRecipients([profile.userId, ...selected.map((opportunity) => opportunity.createdBy)])
    : new Map<string, Recipient>();
  return proposeAll(
    selected.map((opportunity) => newMatch(opportunitySnapshot(opportunity), founderOf(opportunity), card, { matchedBy: 'proposal' })),
    people,
  );
}
