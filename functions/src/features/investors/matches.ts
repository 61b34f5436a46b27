import type { InvestorMatch, Member } from '@club/shared';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { MatchItem } from './entities/investor-match.js';
import type { OpportunityItem } from './entities/investment-opportunity.js';
import { investorData } from './data.js';
import { readStoredMember } from '../members/index.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { ConflictError, ForbiddenError } from '../../platform/lib/errors.js';
import { retryOnContention } from '../../platform/db/contention.js';
import type { Actor } from '../audit/index.js';
import { notice, quoted, type NotificationDraft } from '../notifications/index.js';
import { logger } from '../../platform/lib/logger.js';
import { ONLY_FOUNDER_RESPONDS, findOpportunity, memberName, partyMatch, readMatchPair, toMatch } from './records.js';
import { acceptedMails, recipient } from './mails.js';
import { matchBumps } from './stats.js';

/** The investor's notification that the founder accepted (the seed tells demo investors the same way). */
export const matchAcceptedNotice = (match: Pick<MatchItem, 'investorId' | 'opportunity'>, founderName: string): NotificationDraft => ({
  userId: match.investorId,
  kind: 'match_accepted',
  title: `${founderName} accepted your match with ${quoted(match.opportunity.title)}`,
  body: 'Contact details are shared; schedule a meeting from Matches.',
  link: '/investors?tab=matches',
});

/** A stale transition: what the match is now. */
export const alreadyMessage = (status: MatchItem['status']) => `This match is already ${status}`;

/** The founder's own pending match, or the 403/404/409 that says why not. */
async function pendingForFounder(member: Member, matchId: string): Promise<MatchItem> {
  const match = await partyMatch(member, matchId);
  if (match.founderId !== member.id) throw new ForbiddenError(ONLY_FOUNDER_RESPONDS);
  if (match.status !== 'pending') throw new ConflictError(alreadyMessage(match.status));
  return match;
}

/** After a refused transition: 409 with the status the match holds now. */
async function stale(match: MatchItem): Promise<never> {
  const now = await readMatchPair(match.opportunityId, match.investorId);
  throw new ConflictError(alreadyMessage(now?.status ?? match.status));
}

/** The founder's answer to a pending match, only while it is still pending (named `match`). */
function pendingTo(
  match: MatchItem,
  set: Pick<MatchItem, 'status' | 'respondedAt' | 'updatedAt' | 'founderEmail' | 'investorEmail' | 'feedback'>,
): NamedWrite<'match'> {
  return {
    name: 'match',
    write: investorData()
      .matches.build(UpdateTransaction)
      .item({ opportunityId: match.opportunityId, investorId: match.investorId, ...set })
      .options({ condition: { attr: 'status', eq: 'pending' } }),
  };
}

/** Where a request came from, for the audit entry of a deal an accept opens (none from scripts and tests). */
export type RequestOrigin = Pick<Actor, 'ipAddress' | 'userAgent'>;
const NO_ORIGIN: RequestOrigin = { ipAddress: '', userAgent: '' };

/** Opens an opportunity's deal: deal-rooms' `ensureDeal`, handed in by the caller (deal-rooms reads investors, not the other way). */
export type OpenDeal = (actor: Actor, opportunity: OpportunityItem, note: string) => Promise<unknown>;

/**
 * The first accepted match turns the opportunity into a deal, in its own
 * transaction after the accept: a failure is logged, never the accept's
 * answer (the founder can still open the deal from the opportunity).
 */
async function openDealQuietly(member: Member, match: MatchItem, origin: RequestOrigin, openDeal: OpenDeal): Promise<void> {
  try {
    const opportunity = await findOpportunity(match.opportunityId, true);
    if (!opportunity || opportunity.dataRoomId) return;
    await openDeal({ member, ...origin }, opportunity, `Match with ${match.investor.name} accepted`);
  } catch (error) {
    logger.warn('Opening the deal of an accepted match failed', { opportunityId: match.opportunityId, error: error as Error });
  }
}

/**
 * POST /api/investor-matches/{id}/accept (founder): pending → accepted,
 * conditioned on pending (a stale accept is a 409). Accepting shares contact:
 * each party's e-mail is copied for the other. The investor is told in the
 * same transaction. The opportunity becomes a deal if it is not one yet.
 */
export async function acceptMatch(member: Member, matchId: string, openDeal: OpenDeal, origin: RequestOrigin = NO_ORIGIN): Promise<InvestorMatch> {
  const match = await pendingForFounder(member, matchId);
  const investor = await readStoredMember(match.investorId);
  const now = new Date().toISOString();
  const set = {
    status: 'accepted' as const,
    respondedAt: now,
    updatedAt: now,
    founderEmail: member.email,
    ...(investor?.email ? { investorEmail: investor.email } : {}),
  };
  const written = await retryOnContention(() =>
    writeTransaction(
      [
        pendingTo(match, set),
        ...notice('match.accepted', {
          bell: [matchAcceptedNotice(match, memberName(member))],
          mail: acceptedMails(match, recipient(member), investor && recipient(investor)),
          actorId: member.id,
        }),
      ],
      { match: 'accept' },
    ),
  );
  if (!written) return stale(match);
  await openDealQuietly(member, match, origin, openDeal);
  return toMatch({ ...match, ...set }, member.id);
}

/**
 * POST /api/investor-matches/{id}/decline (founder): pending → declined with
 * an optional note; the match stops counting as active (club and both parties)
 * in the same transaction. A stale decline is a 409.
 */
export async function declineMatch(member: Member, matchId: string, feedback: string | undefined): Promise<InvestorMatch> {
  const match = await pendingForFounder(member, matchId);
  const now = new Date().toISOString();
  const set = { status: 'declined' as const, respondedAt: now, updatedAt: now, ...(feedback ? { feedback } : {}) };
  const written = await writeTransaction([pendingTo(match, set), ...matchBumps(match, -1)], { match: 'accept' });
  if (!written) return stale(match);
  return toMatch({ ...match, ...set }, member.id);
}
