import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { MATCH_SIDES, MATCH_SOURCES, MATCH_STATUSES, type InvestorMatch, type Meeting } from '@club/shared';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/** The opportunity as a match card shows and scores it (copied, refreshed when the opportunity changes). */
export type MatchOpportunity = InvestorMatch['opportunity'];
/** The investor as a match card shows and scores it (copied, refreshed when the profile changes). */
export type MatchInvestor = InvestorMatch['investor'];

/**
 * A match between an investor (their profile, by member id) and an
 * opportunity, keyed by the two, so there is at most one per pair. The
 * interest of an investor is `interestedAt` on it (set once, with the
 * opportunity's interestCount in the same transaction). Both sides' cards are
 * copied onto it with the score and each side's reasons, so a page of matches
 * reads them with one BatchGet.
 */
export function matchEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'investorMatch', version: '1', service: SERVICE },
      attributes: {
        opportunityId: { type: 'string', required: true },
        investorId: { type: 'string', required: true },
        id: { type: 'string', required: true },
        founderId: { type: 'string', required: true },
        founderName: { type: 'string', required: true },
        status: { type: MATCH_STATUSES, required: true },
        matchedBy: { type: MATCH_SOURCES, required: true },
        compatibilityScore: { type: 'number', required: true },
        investorReasons: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        founderReasons: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        interestedAt: { type: 'string' },
        /** `interested` once the investor expressed interest, else `proposed` (View Interest reads the first). */
        interestState: { type: ['interested', 'proposed'] as const, required: true },
        /** interestedAt, or createdAt while only proposed: the order within an interest state. */
        interestSince: { type: 'string', required: true },
        opportunity: { type: 'any', required: true },
        investor: { type: 'any', required: true },
        meeting: { type: 'any' },
        /** Shared once the founder accepts: each party's e-mail for the other. */
        founderEmail: { type: 'string' },
        investorEmail: { type: 'string' },
        feedback: { type: 'string' },
        respondedAt: { type: 'string' },
        createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string' },
      },
      indexes: {
        /** The matches of an opportunity, by investor (one per pair). */
        byPair: {
          pk: { field: primaryIndex.pk, composite: ['opportunityId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['investorId'], casing: 'none' },
        },
        /** One match by its id (the match routes). */
        byMatchId: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['id'], casing: 'none' },
          sk: { field: gsi('gsi1').sk, composite: [] },
        },
        /** View Interest: an opportunity's matches in one interest state, by when they got there. */
        byInterest: {
          index: 'gsi2',
          pk: { field: gsi('gsi2').pk, composite: ['opportunityId', 'interestState'], casing: 'none' },
          sk: { field: gsi('gsi2').sk, composite: ['interestSince', 'investorId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type MatchEntity = ReturnType<typeof matchEntity>;
export type MatchItem = Omit<EntityItem<MatchEntity>, 'opportunity' | 'investor' | 'meeting'> & {
  opportunity: MatchOpportunity;
  investor: MatchInvestor;
  meeting?: Meeting | undefined;
};

/**
 * One party's entry for a match (investor and founder each get one, written
 * with the match): a member's Matches tab is one Query of their entries, then
 * one BatchGet of the matches.
 */
export function matchPartyEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'investorMatchParty', version: '1', service: SERVICE },
      attributes: {
        memberId: { type: 'string', required: true },
        side: { type: MATCH_SIDES, required: true },
        matchId: { type: 'string', required: true },
        opportunityId: { type: 'string', required: true },
        investorId: { type: 'string', required: true },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        /** A member's matches, newest first. */
        byMember: {
          pk: { field: primaryIndex.pk, composite: ['memberId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['createdAt', 'matchId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type MatchPartyItem = EntityItem<ReturnType<typeof matchPartyEntity>>;
