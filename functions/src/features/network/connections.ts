import { networkUrls, type ConnectInput, type Connection, type ConnectionRequest, type Member, type RelationshipAnswer, displayName } from '@club/shared';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { tiesOf, type ConnectionInput, type ConnectionItem } from './entities/connection.js';
import type { ConnectionRequestItem } from './entities/connection-request.js';
import { membersByIds, type MemberItem } from '../members/index.js';
import { queryAll } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { writeTransaction, type NamedWrite } from '../../platform/db/transaction.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import { notice, type BellDraft } from '../notifications/index.js';
import { bump } from './counters.js';
import { pairFacts } from './facts.js';
import { toDirect } from './graph.js';
import { commonInterests } from './interests.js';
import { forgetNudgesAbout, nudgesToMeet, retireNudges } from './nudge-writes.js';
import { pairBlocked, pairConnected, pairFreed, pairRequested, readPair } from './pairs.js';
import { edgeCard, networkUser, notSelf, readMember } from './people.js';
import { connectionAcceptedMail, connectionRequestMail } from './mails.js';
import { ensureInterests } from './profiles.js';
import { strengthOf } from './strength.js';
import { writeOrConflict } from './write.js';
import { edgeKey, readEdge, readRequest, toRequest, type RequestView } from './connection-reads.js';

export const CANNOT_CONNECT = 'You cannot connect with this member';
const NO_REQUEST = 'There is no request from this member';
const NO_OWN_REQUEST = 'You have not asked this member to connect';
const CHANGED = 'This request changed meanwhile; reload and try again';
const name = (member: { firstName: string; lastName: string }) => displayName(member);

/** The requester's notification that the receiver accepted: they are connected now. */
const connectionAcceptedNotice = (by: { firstName: string; lastName: string }, requesterId: string): BellDraft => ({
  userId: requesterId,
  title: `${name(by)} accepted your connection request`,
  link: networkUrls.tab('network'),
});

/** The receiver's notification of a connection request (the seed tells demo members the same way). */
export const connectionRequestNotice = (from: { firstName: string; lastName: string }, toUserId: string, note?: string): BellDraft => ({
  userId: toUserId,
  title: `${name(from)} asked to connect with you`,
  ...(note ? { body: note } : {}),
  link: networkUrls.tab('requests'),
});

/**
 * POST /api/network/connection-requests: one waiting request per pair of
 * members. Refused when already connected or asked (409), when the other
 * asked first (409: accept theirs), after a decline (409), and between blocked
 * members (403). The request, the pair guard (created only where nothing
 * stands between the two: two members asking each other at once resolve to
 * one request, the other answered like a sequential one), both members'
 * pending counts and the receiver's notification are one transaction, run
 * again when DynamoDB cancels it for a concurrent one.
 */
export async function sendConnectionRequest(
  member: Member,
  body: { toUserId: string; note?: string | undefined } & Partial<ConnectInput>,
): Promise<ConnectionRequest> {
  notSelf(member.id, body.toUserId, 'toUserId', 'You cannot connect with yourself');
  return retryOnContention(() => trySend(member, body));
}

const askedFirst = (other: MemberItem) => new ConflictError(`${name(other)} has already asked to connect with you; accept their request`);
const alreadyAsked = (other: MemberItem) => new ConflictError(`You have already asked ${name(other)} to connect`);
const alreadyConnected = (other: MemberItem) => new ConflictError(`You are already connected with ${name(other)}`);

async function trySend(member: Member, body: { toUserId: string; note?: string | undefined }): Promise<ConnectionRequest | typeof READ_AGAIN> {
  const { toUserId } = body;
  const [other, edge, sent, received] = await Promise.all([
    readMember(toUserId),
    readEdge(member.id, toUserId),
    readRequest(member.id, toUserId),
    readRequest(toUserId, member.id),
  ]);
  if (edge?.status === 'blocked' || sent?.status === 'blocked' || received?.status === 'blocked') throw new ForbiddenError(CANNOT_CONNECT);
  if (edge?.status === 'active') throw alreadyConnected(other);
  if (received?.status === 'requested') throw askedFirst(other);
  if (sent?.status === 'requested') throw alreadyAsked(other);
  if (sent?.status === 'declined') throw new ConflictError(`${name(other)} declined your request`);
  const now = new Date().toISOString();
  const item = {
    fromUserId: member.id,
    toUserId,
    status: 'requested',
    ...(body.note ? { note: body.note } : {}),
    fromFirstName: member.firstName,
    fromLastName: member.lastName,
    toFirstName: other.firstName,
    toLastName: other.lastName,
    createdAt: now,
  } satisfies RequestView;
  const { connectionRequests } = networkData();
  // The sender's nudges to meet the receiver are fulfilled by this request, in the same write.
  const retire = await retireNudges(nudgesToMeet(member.id, toUserId));
  const written = await writeTransaction(
    [
      {
        name: 'request',
        write: connectionRequests
          .build(PutTransaction)
          .item(item)
          .options({
            condition: {
              or: [
                { attr: 'status', exists: false },
                { attr: 'status', eq: 'withdrawn' },
                { attr: 'status', eq: 'active' },
              ],
            },
          }),
      },
      pairRequested(member.id, toUserId),
      bump(toUserId, 'incoming'),
      bump(member.id, 'outgoing'),
      ...notice('connection.requested', {
        bell: [connectionRequestNotice(member, toUserId, body.note)],
        mail: connectionRequestMail(member, other, body.note),
        actorId: member.id,
      }),
      ...retire,
    ],
    { request: () => alreadyAsked(other), pair: 'accept', nudge: 'accept' },
  );
  if (!written) {
    const refusal = await pairRefusal(member.id, other);
    // Nothing stands between the two: a nudge moved meanwhile, so read again.
    if (refusal) throw refusal;
    return READ_AGAIN;
  }
  return toRequest(item, member.id, other);
}

/** Why the pair guard refused a request: what stands between the two now (read after the refusal, for the answer only). */
async function pairRefusal(memberId: string, other: MemberItem): Promise<Error | undefined> {
  const pair = await readPair(memberId, other.id);
  if (pair?.state === 'requested') return pair.fromUserId === memberId ? alreadyAsked(other) : askedFirst(other);
  if (pair?.state === 'connected') return alreadyConnected(other);
  if (pair?.state === 'blocked') return new ForbiddenError(CANNOT_CONNECT);
  return undefined;
}

/** A request status change, conditioned on the status it was read in (`requested`): a patch of the existing item. */
const moveRequest = (
  item: Pick<ConnectionRequestItem, 'fromUserId' | 'toUserId'>,
  status: ConnectionRequestItem['status'],
  now: string,
): NamedWrite<'request'> => ({
  name: 'request',
  write: networkData()
    .connectionRequests.build(UpdateTransaction)
    .item({ fromUserId: item.fromUserId, toUserId: item.toUserId, status, updatedAt: now })
    .options({
      condition: {
        and: [
          { attr: 'fromUserId', exists: true },
          { attr: 'status', eq: 'requested' },
        ],
      },
    }),
});

/**
 * A waiting request closed because its two members got connected another way
 * (an introduction's accept): requested → active with both pending counts,
 * conditioned on still waiting.
 */
export const requestFulfilled = (item: Pick<ConnectionRequestItem, 'fromUserId' | 'toUserId'>, now: string): NamedWrite<'request' | 'counter'>[] => [
  moveRequest(item, 'active', now),
  bump(item.toUserId, 'incoming', -1),
  bump(item.fromUserId, 'outgoing', -1),
];

/** A new edge, written only where the pair has none that way. */
const newEdge = (edge: ConnectionInput): NamedWrite<'edge'> => ({
  name: 'edge',
  write: networkData()
    .connections.build(PutTransaction)
    .item(edge)
    .options({ condition: { attr: 'status', exists: false } }),
});

export interface NewTie {
  a: MemberItem;
  b: MemberItem;
  strength: number;
  lastInteraction?: string | undefined;
  introducedBy?: { id: string; name: string } | undefined;
  interests: Map<string, string[]>;
  mutualConnections: number;
  now: string;
}

/** A new edge as written (its times given, so the answer shows what is stored). */
export type TieItem = ConnectionInput &
  Pick<ConnectionItem, 'commonInterests' | 'mutualConnections' | 'strength' | 'otherInterests' | 'otherChapters'> & { updatedAt: string };

/** The two edge items of a new connection, each carrying the other's card. */
export function tieItems(tie: NewTie): [TieItem, TieItem] {
  const edge = (from: MemberItem, to: MemberItem): TieItem => ({
    memberId: from.id,
    otherId: to.id,
    status: 'active',
    strength: tie.strength,
    commonInterests: commonInterests(tie.interests.get(from.id) ?? [], tie.interests.get(to.id) ?? []),
    ...(tie.lastInteraction ? { lastInteraction: tie.lastInteraction } : {}),
    mutualConnections: tie.mutualConnections,
    ...(tie.introducedBy ? { introducedBy: tie.introducedBy.id, introducedByName: tie.introducedBy.name } : {}),
    connectedAt: tie.now,
    ...edgeCard(to, tie.interests.get(to.id) ?? []),
    otherInterests: tie.interests.get(to.id) ?? [],
    createdAt: tie.now,
    updatedAt: tie.now,
  });
  return [edge(tie.a, tie.b), edge(tie.b, tie.a)];
}

/** Mutual connections of two members: one Query of each one's ties, in parallel. */
export async function countMutual(a: string, b: string): Promise<number> {
  const { connections } = networkData();
  const [tiesA, tiesB] = await Promise.all([queryAll(connections, tiesOf(a)), queryAll(connections, tiesOf(b))]);
  const ofB = new Set(tiesB.filter((edge) => edge.status === 'active').map((edge) => edge.otherId));
  return tiesA.filter((edge) => edge.status === 'active' && ofB.has(edge.otherId)).length;
}

/**
 * POST /api/network/connection-requests/{memberId}/accept: the request →
 * active, the pair guard → connected and the tie written in both directions,
 * with both members' pending counts, in one transaction. Strength and common interests are computed from
 * the two members' history (formula in docs/decisions.md).
 */
export async function acceptConnectionRequest(member: Member, fromId: string): Promise<Connection> {
  const request = await readRequest(fromId, member.id);
  if (!request) throw new NotFoundError(NO_REQUEST);
  if (request.status !== 'requested') throw new ConflictError(`This request is already ${request.status === 'active' ? 'accepted' : request.status}`);
  const now = new Date();
  const people = await membersByIds([member.id, fromId]);
  const me = people.get(member.id);
  const other = people.get(fromId);
  if (!me || !other) throw new NotFoundError(NO_REQUEST);
  const [interests, facts, mutual] = await Promise.all([ensureInterests([me, other]), pairFacts(member.id, fromId, now), countMutual(member.id, fromId)]);
  const [mine, theirs] = tieItems({
    a: me,
    b: other,
    strength: strengthOf(facts, now),
    lastInteraction: facts.lastInteraction,
    interests,
    mutualConnections: mutual,
    now: now.toISOString(),
  });
  // Now connected, neither is nudged to meet the other any more.
  await retryOnContention(async () => {
    const retire = await retireNudges([...nudgesToMeet(member.id, fromId), ...nudgesToMeet(fromId, member.id)]);
    const done = await writeOrConflict(
      [
        moveRequest(request, 'active', now.toISOString()),
        pairConnected(member.id, fromId, { request: fromId }),
        newEdge(mine),
        newEdge(theirs),
        bump(member.id, 'incoming', -1),
        bump(fromId, 'outgoing', -1),
        ...notice('connection.accepted', { bell: [connectionAcceptedNotice(me, fromId)], mail: connectionAcceptedMail(me, other), actorId: member.id }),
        ...retire,
      ],
      { request: () => new ConflictError(CHANGED), pair: () => new ConflictError(CHANGED), edge: () => new ConflictError(CHANGED), nudge: 'accept' },
    );
    return done ? true : READ_AGAIN;
  });
  return toDirect(mine, networkUser(other, { connected: true }));
}

/** POST …/{memberId}/decline (receiver) and …/{memberId}/withdraw (sender): requested → declined | withdrawn, the pair guard freed, with the counts. */
export async function closeConnectionRequest(member: Member, otherId: string, action: 'decline' | 'withdraw'): Promise<ConnectionRequest> {
  const [fromId, toId] = action === 'decline' ? [otherId, member.id] : [member.id, otherId];
  const request = await readRequest(fromId, toId);
  if (!request) throw new NotFoundError(action === 'decline' ? NO_REQUEST : NO_OWN_REQUEST);
  if (request.status !== 'requested') throw new ConflictError(`This request is already ${request.status === 'active' ? 'accepted' : request.status}`);
  const now = new Date().toISOString();
  const status = action === 'decline' ? 'declined' : 'withdrawn';
  await writeOrConflict(
    [moveRequest(request, status, now), pairFreed(fromId, toId, { request: fromId }), bump(toId, 'incoming', -1), bump(fromId, 'outgoing', -1)],
    {
      request: () => new ConflictError(CHANGED),
      pair: () => new ConflictError(CHANGED),
    },
  );
  const other = await membersByIds([otherId]);
  return toRequest({ ...request, status, updatedAt: now }, member.id, other.get(otherId));
}

/**
 * POST /api/network/members/{memberId}/block: both edges become `blocked`
 * (a connection ends), waiting requests either way become `blocked` with their
 * counts, and the pair guard `blocked`, in one transaction conditioned on what was read; then nudges naming
 * the other member are deleted on both sides. Blocking twice changes nothing.
 */
export async function blockMember(member: Member, otherId: string): Promise<RelationshipAnswer> {
  notSelf(member.id, otherId, 'memberId', 'You cannot block yourself');
  const [other, mine, theirs, sent, received, pair] = await Promise.all([
    readMember(otherId),
    readEdge(member.id, otherId),
    readEdge(otherId, member.id),
    readRequest(member.id, otherId),
    readRequest(otherId, member.id),
    readPair(member.id, otherId),
  ]);
  if (mine?.status === 'blocked') return { memberId: otherId, relationship: 'blocked' };
  // Read in parallel: a request sent meanwhile may show in the pair and not (yet) in the requests read; the write would leave it waiting.
  const waitingRead = [sent, received].find((request) => request?.status === 'requested' && request.fromUserId === pair?.fromUserId);
  if (pair?.state === 'requested' && !waitingRead) throw new ConflictError(CHANGED);
  const people = await membersByIds([member.id]);
  const me = people.get(member.id)!;
  const now = new Date().toISOString();
  const blocked = (from: MemberItem, to: MemberItem, previous: ConnectionItem | undefined): ConnectionInput => ({
    memberId: from.id,
    otherId: to.id,
    status: 'blocked',
    blockedBy: member.id,
    strength: 1,
    commonInterests: [],
    mutualConnections: 0,
    connectedAt: previous?.connectedAt ?? now,
    ...edgeCard(to, []),
    updatedAt: now,
  });
  const { connections } = networkData();
  // Each edge conditioned on the status it was read in (or on being absent).
  const blockEdge = (edge: ConnectionInput, previous: ConnectionItem | undefined): NamedWrite<'edge'> => ({
    name: 'edge',
    write: connections
      .build(PutTransaction)
      .item(edge)
      .options({ condition: previous ? { attr: 'status', eq: previous.status } : { attr: 'status', exists: false } }),
  });
  const writes: NamedWrite<'edge' | 'request' | 'pair' | 'counter'>[] = [
    blockEdge(blocked(me, other, mine), mine),
    blockEdge(blocked(other, me, theirs), theirs),
    pairBlocked(member.id, otherId, pair),
  ];
  for (const request of [sent, received]) {
    if (request?.status !== 'requested') continue;
    writes.push(moveRequest(request, 'blocked', now), bump(request.toUserId, 'incoming', -1), bump(request.fromUserId, 'outgoing', -1));
  }
  await writeOrConflict(writes, { edge: () => new ConflictError(CHANGED), request: () => new ConflictError(CHANGED), pair: () => new ConflictError(CHANGED) });
  await Promise.all([forgetNudgesAbout(member.id, otherId), forgetNudgesAbout(otherId, member.id)]);
  return { memberId: otherId, relationship: 'blocked' };
}

/** DELETE /api/network/connections/{memberId}: both edges and the pair guard deleted in one transaction, conditioned on being active (connected): a new request may follow. */
export async function removeConnection(member: Member, otherId: string): Promise<RelationshipAnswer> {
  const edge = await readEdge(member.id, otherId);
  if (edge?.status !== 'active') throw new NotFoundError('You are not connected with this member');
  const { connections } = networkData();
  const unlink = (memberId: string, to: string): NamedWrite<'edge'> => ({
    name: 'edge',
    write: connections
      .build(DeleteTransaction)
      .key(edgeKey(memberId, to))
      .options({ condition: { attr: 'status', eq: 'active' } }),
  });
  const changed = () => new ConflictError('This connection changed meanwhile; reload and try again');
  await writeOrConflict([unlink(member.id, otherId), unlink(otherId, member.id), pairFreed(member.id, otherId, 'connected')], { edge: changed, pair: changed });
  return { memberId: otherId, relationship: 'none' };
}
