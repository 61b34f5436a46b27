import type { GrantCandidate, Member, Person, RoomGrant } from '@club/shared';
import { grantsOfDeal } from './entities/room-grant.js';
import { requestsOfDeal } from './entities/access-request.js';
import { dealRoomData } from './data.js';
import { matchesOf } from '../investors/index.js';
import { queryAll } from '../../platform/db/pages.js';
import { staffTagItems } from '../members/index.js';
import { loadDealAccess, requireFounder } from './access.js';
import { byGrantStanding, defined, toGrant } from './records.js';

// Apart from grants.ts, so the routes that only read grants bundle none of the write builders.

/** GET /api/deals/{id}/grants (founder): every grant, live first (one Query of the deal's partition). */
export async function listRoomGrants(member: Member, dealId: string): Promise<RoomGrant[]> {
  requireFounder(await loadDealAccess(dealId, member));
  const grants = await queryAll(dealRoomData().roomGrants, grantsOfDeal(dealId));
  const now = new Date();
  return grants.map((grant) => toGrant(grant, now)).sort(byGrantStanding);
}

const personOfCard = (card: Person): Person => defined({ ...card });

/**
 * GET /api/deals/{id}/grant-candidates (founder): investors who expressed
 * interest in the opportunity or were matched with it, members who asked for
 * access, and the club's staff and admins, each once (the first reason in
 * that order), with the grant they hold. One round of four Queries (the
 * opportunity's matches, the deal's requests and grants, the two role tags).
 */
export async function listGrantCandidates(member: Member, dealId: string): Promise<GrantCandidate[]> {
  requireFounder(await loadDealAccess(dealId, member));
  const { roomGrants, accessRequests } = dealRoomData();
  const [matches, requests, grants, staff] = await Promise.all([
    matchesOf(dealId),
    queryAll(accessRequests, requestsOfDeal(dealId)),
    queryAll(roomGrants, grantsOfDeal(dealId)),
    staffTagItems(),
  ]);
  const now = new Date();
  const grantOf = new Map(grants.map((grant) => [grant.memberId, toGrant(grant, now)]));
  const candidates = new Map<string, GrantCandidate>();
  const add = (person: Person, reason: GrantCandidate['reason']) => {
    if (person.id === member.id || candidates.has(person.id)) return;
    const grant = grantOf.get(person.id);
    candidates.set(person.id, { member: personOfCard(person), reason, ...(grant ? { grant } : {}) });
  };
  const investorPerson = (match: (typeof matches)[number]): Person =>
    defined({
      id: match.investorId,
      firstName: match.investor.firstName ?? match.investor.name,
      lastName: match.investor.lastName ?? '',
      profileImageUrl: match.investor.profileImageUrl,
      title: match.investor.title,
      companyName: match.investor.companyName,
      verified: match.investor.verified,
    });
  for (const match of matches) if (match.interestedAt) add(investorPerson(match), 'interested');
  for (const match of matches) if (match.status !== 'declined') add(investorPerson(match), 'matched');
  for (const request of requests) add(request.member, 'requested');
  for (const tag of staff) {
    add(
      defined({
        id: tag.memberId,
        firstName: tag.firstName,
        lastName: tag.lastName,
        profileImageUrl: tag.profileImageUrl,
        title: tag.title,
        companyName: tag.companyName,
        verified: tag.verified,
      }),
      'staff',
    );
  }
  return [...candidates.values()];
}
