import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { MATCH_SIDES, MATCH_SOURCES, MATCH_STATUSES, type InvestorMatch, type Meeting } from '@club/shared';
import { clubTable } from '../club-table.js';
import { TIMESTAMPS, key, linkedKey, keyFollowing } from '../keys.js';

/** The opportunity as a match card shows and scores it (copied, refreshed when the opportunity changes). */
export type MatchOpportunity = InvestorMatch['opportunity'];
/** The investor as a match card shows and scores it (copied, refreshed when the profile changes). */
export type MatchInvestor = InvestorMatch['investor'];

const MATCH = 'MATCH';
const INTEREST_STATES = ['interested', 'proposed'] as const;

/** The matches of an opportunity, by investor (one per pair), in the opportunity's partition. */
export const matchesOfOpportunity = (opportunityId: string) =>
  ({ partition: key('OPPORTUNITY', opportunityId), range: { beginsWith: `${MATCH}#` } }) as const;
/** One match by its id (the match routes). */
export const matchById = (id: string) => ({ index: 'gsi1', partition: key('INVESTOR_MATCH', id) }) as const;
/** View Interest: an opportunity's matches in one interest state, by when they got there. */
export const matchesInInterest = (opportunityId: string, interestState: string) =>
  ({ index: 'gsi2', partition: key('OPPORTUNITY', opportunityId, 'INTEREST', interestState) }) as const;

const schema = item({
  opportunityId: string().key(),
  investorId: string().key(),
  id: string(),
  founderId: string(),
  founderName: string(),
  status: string().enum(...MATCH_STATUSES),
  matchedBy: string().enum(...MATCH_SOURCES),
  compatibilityScore: number(),
  investorReasons: list(string()).default(() => []),
  founderReasons: list(string()).default(() => []),
  interestedAt: string().optional(),
  /** `interested` once the investor expressed interest, else `proposed` (View Interest reads the first). */
  interestState: string().enum(...INTEREST_STATES),
  /** interestedAt, or createdAt while only proposed: the order within an interest state. */
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
    (input) =>
      typeof input.interestState === 'string' ? matchesInInterest(input.opportunityId as string, input.interestState).partition : undefined,
  ),
  gsi2sk: keyFollowing('interestSince', (item) => key(item.interestSince as string, item.investorId as string)),
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

/** A member's match entries, newest first, in the member's partition. */
export const matchPartiesOf = (memberId: string) => ({ partition: key('MEMBER', memberId), range: { beginsWith: `${PARTY}#` } }) as const;

const partySchema = item({
  memberId: string().key(),
  createdAt: string().key(),
  matchId: string().key(),
  side: string().enum(...MATCH_SIDES),
  opportunityId: string(),
  investorId: string(),
});

/**
 * One party's entry for a match (investor and founder each get one, written
 * with the match): a member's Matches tab is one Query of their entries, then
 * one BatchGet of the matches. `createdAt` is the match's (the entry's order).
 */
export const matchPartyEntity = () =>
  new Entity({
    name: 'investorMatchParty',
    table: clubTable,
    schema: partySchema,
    computeKey: ({ memberId, createdAt, matchId }) => ({ pk: key('MEMBER', memberId), sk: key(PARTY, createdAt, matchId) }),
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });
