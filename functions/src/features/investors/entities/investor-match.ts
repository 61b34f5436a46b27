import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { MATCH_SIDES, MATCH_SOURCES, MATCH_STATUSES, type InvestorMatch, type Meeting, type Person } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey } from '../../../platform/db/keys.js';

/** The opportunity as a match card shows and scores it (copied, refreshed when the opportunity changes). */
export type MatchOpportunity = InvestorMatch['opportunity'];
/** The investor as a match card shows and scores it (copied, refreshed when the profile changes). */
export type MatchInvestor = InvestorMatch['investor'];
/** The founder as a new match copies them: the card when the opportunity carries one. */
export interface MatchFounder {
  id: string;
  name: string;
  card?: NonNullable<MatchItem['founderCard']>;
}

const MATCH = 'MATCH';
const INTEREST_STATES = ['interested', 'proposed'] as const;

/**
 * A score (0–1, two decimals) as a fixed-width sort-key part, so keys sort
 * by score: 0.87 → '087', 1 → '100'. Lists read it reversed, best first.
 */
const scoreKey = (score: number): string => String(Math.round(score * 100)).padStart(3, '0');

/** A sort key by score, then `rest` (time, then an id) for a fixed order among equal scores; undefined until both are known. */
const byScore = (score: unknown, ...rest: unknown[]): string | undefined =>
  typeof score === 'number' && rest.every((part) => typeof part === 'string') ? key(scoreKey(score), ...(rest as string[])) : undefined;

/** The matches of an opportunity, by investor (one per pair), in the opportunity's partition. */
export const matchesOfOpportunity = (opportunityId: string) => ({ partition: key('OPPORTUNITY', opportunityId), range: { beginsWith: `${MATCH}#` } }) as const;
/** One match by its id (the match routes). */
export const matchById = (id: string) => ({ index: 'gsi1', partition: key('INVESTOR_MATCH', id) }) as const;
/** View Interest: an opportunity's matches in one interest state, by score, then by when they got there. */
export const matchesInInterest = (opportunityId: string, interestState: string) =>
  ({ index: 'gsi2', partition: key('OPPORTUNITY', opportunityId, 'INTEREST', interestState) }) as const;

const schema = item({
  opportunityId: string().key(),
  investorId: string().key(),
  id: string(),
  founderId: string(),
  founderName: string(),
  /** The founder as the investor's card shows them (the opportunity's copy; stored whole like the other copies); absent on matches stored before. */
  founderCard: any().castAs<Person>().optional(),
  status: string().enum(...MATCH_STATUSES),
  matchedBy: string().enum(...MATCH_SOURCES),
  compatibilityScore: number(),
  investorReasons: list(string()).default(() => []),
  founderReasons: list(string()).default(() => []),
  interestedAt: string().optional(),
  /** `interested` once the investor expressed interest, else `proposed` (View Interest reads the first). */
  interestState: string().enum(...INTEREST_STATES),
  /** interestedAt, or createdAt while only proposed: the order within an interest state among equal scores. */
  interestSince: string(),
  opportunity: any().castAs<MatchOpportunity>(),
  investor: any().castAs<MatchInvestor>(),
  meeting: any().castAs<Meeting>().optional(),
  /** Shared once the founder accepts: each party's e-mail for the other. */
  founderEmail: string().optional(),
  investorEmail: string().optional(),
  feedback: string().optional(),
  respondedAt: string().optional(),
  gsi1pk: linkedKey((item) => matchById(item.id as string).partition),
  gsi1sk: string().hidden().putDefault(MATCH),
  // Expressing interest moves a proposed match to `interested`: both keys follow the update.
  gsi2pk: linkedKey(
    (item) => matchesInInterest(item.opportunityId as string, item.interestState as string).partition,
    (input) => (typeof input.interestState === 'string' ? matchesInInterest(input.opportunityId as string, input.interestState).partition : undefined),
  ),
  // An update that changes the score or interestSince sends both, so the key follows either.
  gsi2sk: linkedKey(
    (item) => byScore(item.compatibilityScore, item.interestSince, item.investorId)!,
    (input) => byScore(input.compatibilityScore, input.interestSince, input.investorId),
  ),
});

/**
 * A match between an investor (their profile, by member id) and an
 * opportunity, keyed by the two, so there is at most one per pair. The
 * interest of an investor is `interestedAt` on it (set once, with the
 * opportunity's interestCount in the same transaction). Both sides' cards are
 * copied onto it with the score and each side's reasons, so a page of matches
 * reads them with one BatchGet.
 */
export const matchEntity = () =>
  new Entity({
    name: 'investorMatch',
    table: clubTable,
    schema,
    computeKey: ({ opportunityId, investorId }) => ({ pk: key('OPPORTUNITY', opportunityId), sk: key(MATCH, investorId) }),
    timestamps: TIMESTAMPS,
  });

export type MatchEntity = ReturnType<typeof matchEntity>;
export type MatchItem = FormattedItem<MatchEntity>;

const PARTY = 'INVESTOR_MATCH';

/** A member's match entries, by creation (a proposal round reads them all). */
export const matchPartiesOf = (memberId: string) => ({ partition: key('MEMBER', memberId), range: { beginsWith: `${PARTY}#` } }) as const;
/** A member's Matches tab: their match entries by score, then newest (read reversed: best first). */
export const matchPartiesByScore = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, PARTY) }) as const;

const partySchema = item({
  memberId: string().key(),
  createdAt: string().key(),
  matchId: string().key(),
  side: string().enum(...MATCH_SIDES),
  opportunityId: string(),
  investorId: string(),
  /** The match's score, copied (and rewritten with it) for the order of the Matches tab. */
  compatibilityScore: number(),
  gsi1pk: linkedKey((item) => matchPartiesByScore(item.memberId as string).partition),
  // A re-score sends the new score with the entry's key, so the key follows it.
  gsi1sk: linkedKey(
    (item) => byScore(item.compatibilityScore, item.createdAt, item.matchId)!,
    (input) => byScore(input.compatibilityScore, input.createdAt, input.matchId),
  ),
});

/**
 * One party's entry for a match (investor and founder each get one, written
 * with the match): a member's Matches tab is one Query of their entries by
 * score, then one BatchGet of the matches. `createdAt` is the match's.
 */
export const matchPartyEntity = () =>
  new Entity({
    name: 'investorMatchParty',
    table: clubTable,
    schema: partySchema,
    computeKey: ({ memberId, createdAt, matchId }) => ({ pk: key('MEMBER', memberId), sk: key(PARTY, createdAt, matchId) }),
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });
