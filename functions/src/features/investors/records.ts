import {
  investorProfileSchema,
  explainMatch,
  matchReasons,
  matchOpportunityFields,
  matchSchema,
  opportunitySchema,
  pickFields,
  scoreMatch,
  type Fit,
  type Industry,
  type InvestorMatch,
  type InvestorProfile,
  type Member,
  type Opportunity,
  type FundingStage,
  displayName,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { OpportunityItem } from './entities/investment-opportunity.js';
import type { InvestorProfileItem } from './entities/investor-profile.js';
import { matchById, type MatchFounder, type MatchInvestor, type MatchItem, type MatchOpportunity } from './entities/investor-match.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const NOT_FOUNDER = 'Only the opportunity’s founder can manage it';
export const MATCH_NOT_FOUND = 'Match not found';
export const ONLY_FOUNDER_RESPONDS = 'Only the opportunity’s founder can accept or decline this match';
export const NO_PROFILE = 'Set up your investor profile first: open the Investor Profile tab and press Setup Investor Profile';
export const PROFILE_INACTIVE = 'Your investor profile is inactive; activate it in Edit Profile first';

export const memberName = (member: Pick<Member, 'firstName' | 'lastName'>): string => displayName(member);

/** Drops undefined fields (optional attributes are left out, not stored as undefined). */
export const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * An `any` attribute's new value as a whole, in an update: a plain object
 * would be written key by key into the stored one (an invalid path when it is
 * absent, stale keys left when present). The `any` attributes' update types
 * do not take $set, though the library handles it.
 */
export const whole = <T>(value: T): T => $set(value) as unknown as T;

/** A later `updatedAt` than the one read, even within the same millisecond (edits are conditioned on it). */
export function nextUpdatedAt(previous: string | undefined): string {
  const now = Date.now();
  const after = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now, after)).toISOString();
}

// ------------------------------------------------------------------ shapes

export function toOpportunity(item: OpportunityItem, extra: { myMatch?: Opportunity['myMatch']; fit?: Fit | undefined } = {}): Opportunity {
  const { listing: _listing, ...rest } = item;
  return opportunitySchema.parse(defined({ ...rest, ...extra }));
}

export function toProfile(item: InvestorProfileItem): InvestorProfile {
  const {
    listing: _listing,
    name: _name,
    firstName: _first,
    lastName: _last,
    profileImageUrl: _image,
    linkedinUrl: _linkedin,
    memberTitle: _title,
    memberCompanyName: _company,
    memberVerified: _verified,
    ...rest
  } = item;
  return investorProfileSchema.parse(rest);
}

/** The opportunity as matches copy and score it. */
export const opportunitySnapshot = (item: OpportunityItem): MatchOpportunity => defined(pickFields(item, matchOpportunityFields));

/** The investor as matches copy and score them. */
export const investorSnapshot = (item: InvestorProfileItem): MatchInvestor =>
  defined({
    id: item.userId,
    name: item.name,
    investorType: item.investorType,
    fundName: item.fundName,
    minInvestment: item.minInvestment,
    maxInvestment: item.maxInvestment,
    checkSize: item.checkSize,
    aum: item.aum,
    focusAreas: item.focusAreas as Industry[],
    preferredStages: item.preferredStages as FundingStage[],
    geography: item.geography,
    thesis: item.thesis,
    isAccredited: item.isAccredited,
    // The person on the card; scoring ignores these.
    firstName: item.firstName,
    lastName: item.lastName,
    profileImageUrl: item.profileImageUrl,
    title: item.memberTitle,
    companyName: item.memberCompanyName,
    verified: item.memberVerified,
  });

/** The opportunity's founder as a new match copies them. */
export const founderOf = (item: OpportunityItem): MatchFounder =>
  defined({ id: item.createdBy, name: item.createdByName ?? 'Founder', card: item.createdByCard });

/** The score and both sides' reasons of an opportunity and an investor (shared/src/investors/score.ts). */
export function scored(opportunity: MatchOpportunity, investor: MatchInvestor) {
  const result = scoreMatch(opportunity, investor);
  return {
    eligible: result.eligible,
    compatibilityScore: result.score,
    investorReasons: matchReasons(result, 'investor'),
    founderReasons: matchReasons(result, 'founder'),
  };
}

/** How an opportunity fits the caller's profile (deal flow, the Funding page); none on their own opportunity or without an active profile. */
export function fitFor(opportunity: OpportunityItem, profile: InvestorProfileItem | undefined): Fit | undefined {
  if (!profile?.isActive || opportunity.createdBy === profile.userId) return undefined;
  const result = scoreMatch(opportunitySnapshot(opportunity), investorSnapshot(profile));
  return { compatibilityScore: result.score, reasons: matchReasons(result, 'investor'), ...explainMatch(result, 'investor') };
}

/** The founder on a match: id and name, with the person fields when the match carries them. */
function founderShown(item: MatchItem): InvestorMatch['founder'] {
  const { id: _id, ...card } = item.founderCard ?? {};
  return defined({ ...card, id: item.founderId, name: item.founderName });
}

/** A match as one of its parties sees it: their side's reasons, and the other's e-mail once accepted. */
export function toMatch(item: MatchItem, viewerId: string): InvestorMatch {
  const side = viewerId === item.investorId ? 'investor' : 'founder';
  const contactEmail = item.status === 'accepted' ? (side === 'investor' ? item.founderEmail : item.investorEmail) : undefined;
  return matchSchema.parse(
    defined({
      id: item.id,
      status: item.status,
      compatibilityScore: item.compatibilityScore,
      reasons: side === 'investor' ? item.investorReasons : item.founderReasons,
      matchedBy: item.matchedBy,
      interested: item.interestedAt !== undefined,
      interestedAt: item.interestedAt,
      side,
      opportunity: item.opportunity,
      investor: item.investor,
      founder: founderShown(item),
      meeting: item.meeting,
      meetingScheduledAt: item.meeting?.startTime,
      contactEmail,
      feedback: item.feedback,
      respondedAt: item.respondedAt,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      // From the cards the match holds, by the function that scored it: the same pair reads the same everywhere.
      ...explainMatch(scoreMatch(item.opportunity, item.investor), side),
    }),
  );
}

// ------------------------------------------------------------------ reads

export async function findOpportunity(id: string, consistent = false): Promise<OpportunityItem | undefined> {
  const { Item } = await investorData().opportunities.build(GetItemCommand).key({ id }).options({ consistent }).send();
  return Item;
}

export async function readOpportunity(id: string, consistent = false): Promise<OpportunityItem> {
  const item = await findOpportunity(id, consistent);
  if (!item) throw new NotFoundError(OPPORTUNITY_NOT_FOUND);
  return item;
}

export async function findProfile(userId: string, consistent = false): Promise<InvestorProfileItem | undefined> {
  const { Item } = await investorData().investorProfiles.build(GetItemCommand).key({ userId }).options({ consistent }).send();
  return Item;
}

export async function findMatchById(matchId: string): Promise<MatchItem | undefined> {
  const { items } = await queryPage(investorData().matches, matchById(matchId), { limit: 1 });
  return items[0];
}

/** The match by its pair key, read consistently (after a failed condition). */
export async function readMatchPair(opportunityId: string, investorId: string): Promise<MatchItem | undefined> {
  const { Item } = await investorData().matches.build(GetItemCommand).key({ opportunityId, investorId }).options({ consistent: true }).send();
  return Item;
}

/** A match the caller is a party to; anyone else gets 404 (a match is private to its parties). */
export async function partyMatch(member: Member, matchId: string): Promise<MatchItem> {
  const match = await findMatchById(matchId);
  if (!match || (match.investorId !== member.id && match.founderId !== member.id)) throw new NotFoundError(MATCH_NOT_FOUND);
  return match;
}

// ------------------------------------------------------------------ batch writes

/** Batch puts live in db/batch-write; re-exported for this module's importers. */
export { putAll } from '../../platform/db/batch-write.js';
