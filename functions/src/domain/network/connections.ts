import {
  networkUrls,
  type ConnectBody,
  type Connection,
  type ConnectionRequest,
  type Member,
  type RelationshipAnswer,
} from '@club/shared';
import type { ConnectionItem } from '../../db/entities/connection.js';
import type { ConnectionRequestItem } from '../../db/entities/connection-request.js';
import type { MemberItem } from '../../db/entities/member.js';
import { counterData } from '../../db/services/counters.js';
import { networkData } from '../../db/services/network.js';
import { operationsData } from '../../db/services/operations.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { notifyWrites, type NotificationDraft } from '../operations/notify.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { bump } from './counters.js';
import { pairFacts } from './facts.js';
import { toDirect } from './graph.js';
import { commonInterests } from './interests.js';
import { forgetNudgesAbout } from './nudges.js';
import { edgeCard, networkUser, notSelf, readMember, readMembers } from './people.js';
import { ensureInterests } from './profiles.js';
import { strengthOf } from './strength.js';
import { writeOrConflict } from './write.js';

export const CANNOT_CONNECT = 'You cannot connect with this member';
const NO_REQUEST = 'There is no request from this member';
const NO_OWN_REQUEST = 'You have not asked this member to connect';
const CHANGED = 'This request changed meanwhile; reload and try again';
const name = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`.trim();

/** The receiver's notification of a connection request (the seed tells demo members the same way). */
export const connectionRequestNotice = (from: { firstName: string; lastName: string }, toUserId: string, note?: string): NotificationDraft => ({
  userId: toUserId,
  kind: 'connection_request',
  title: `${name(from)} asked to connect with you`,
  ...(note ? { body: note } : {}),
  link: networkUrls.tab('requests'),
});

const edgeKey = (memberId: string, otherId: string) => ({ memberId, otherId });
const requestKey = (fromUserId: string, toUserId: string) => ({ fromUserId, toUserId });

async function readEdge(memberId: string, otherId: string): Promise<ConnectionItem | null> {
  return (await networkData().connections.get(edgeKey(memberId, otherId)).go({ consistent: true })).data;
}
async function readRequest(fromUserId: string, toUserId: string): Promise<ConnectionRequestItem | null> {
  return (await networkData().connectionRequests.get(requestKey(fromUserId, toUserId)).go({ consistent: true })).data;
}

/** A request as its sender or receiver sees it, naming the other member (read fresh for contact details). */
export function toRequest(item: ConnectionRequestItem, viewerId: string, other?: MemberItem): ConnectionRequest {
  const outgoing = item.fromUserId === viewerId;
  const otherId = outgoing ? item.toUserId : item.fromUserId;
  return {
    id: otherId,
    direction: outgoing ? 'outgoing' : 'incoming',
    fromUserId: item.fromUserId,
    toUserId: item.toUserId,
    user: other
      ? networkUser(other)
      : { id: otherId, firstName: outgoing ? item.toFirstName : item.fromFirstName, lastName: outgoing ? item.toLastName : item.fromLastName },
    ...(item.note ? { note: item.note } : {}),
    status: item.status,
    createdAt: item.createdAt,
    ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
  };
}

/** GET /api/network/members/{memberId}: how the caller stands with one member. */
export async function relationship(member: Member, otherId: string): Promise<RelationshipAnswer> {
  if (otherId === member.id) return { memberId: otherId, relationship: 'self' };
  const [other, edge, sent, received] = await Promise.all([
    readMember(otherId),
    readEdge(member.id, otherId),
    readRequest(member.id, otherId),
    readRequest(otherId, member.id),
  ]);
  if (edge?.status === 'blocked') return { memberId: otherId, relationship: 'blocked' };
  if (edge?.status === 'active') return { memberId: otherId, relationship: 'connected', connection: toDirect(edge, networkUser(other)) };
  if (sent?.status === 'requested') return { memberId: otherId, relationship: 'outgoing', request: toRequest(sent, member.id, other) };
  if (received?.status === 'requested') return { memberId: otherId, relationship: 'incoming', request: toRequest(received, member.id, other) };
  return { memberId: otherId, relationship: 'none' };
}

/**
 * POST /api/network/connection-requests: one request per pair. Refused when
 * already connected or asked (409), when the other asked first (409: accept
 * theirs), after a decline (409), and between blocked members (403). The
 * request, both members' pending counts and the receiver's notification are
 * one transaction.
 */
export async function sendConnectionRequest(member: Member, body: { toUserId: string; note?: string | undefined } & Partial<ConnectBody>): Promise<ConnectionRequest> {
  const { toUserId } = body;
  notSelf(member.id, toUserId, 'toUserId', 'You cannot connect with yourself');
  const [other, edge, sent, received] = await Promise.all([
    readMember(toUserId),
    readEdge(member.id, toUserId),
    readRequest(member.id, toUserId),
    readRequest(toUserId, member.id),
  ]);
  if (edge?.status === 'blocked' || sent?.status === 'blocked' || received?.status === 'blocked') throw new ForbiddenError(CANNOT_CONNECT);
  if (edge?.status === 'active') throw new ConflictError(`You are already connected with ${name(other)}`);
  if (received?.status === 'requested') throw new ConflictError(`${name(other)} has already asked to connect with you; accept their request`);
  if (sent?.status === 'requested') throw new ConflictError(`You have already asked ${name(other)} to connect`);
  if (sent?.status === 'declined') throw new ConflictError(`${name(other)} declined your request`);
  const now = new Date().toISOString();
  const item: ConnectionRequestItem = {
    fromUserId: member.id,
    toUserId,
    status: 'requested',
    ...(body.note ? { note: body.note } : {}),
    fromFirstName: member.firstName,
    fromLastName: member.lastName,
    toFirstName: other.firstName,
    toLastName: other.lastName,
    createdAt: now,
  };
  const { connectionRequests } = networkData();
  const { counters } = counterData();
  const { notifications } = operationsData();
  await writeOrConflict(
    CHANGED,
    { connectionRequests, counters, notifications },
    (tx) => [
      {
        name: 'request',
        write: tx.connectionRequests
          .put(item)
          .where((attr, op) => `${op.notExists(attr.status)} OR ${op.eq(attr.status, 'withdrawn')} OR ${op.eq(attr.status, 'active')}`)
          .commit(),
      },
      bump(tx.counters, toUserId, 'incoming'),
      bump(tx.counters, member.id, 'outgoing'),
      ...notifyWrites(tx, [connectionRequestNotice(member, toUserId, body.note)], member.id),
    ],
    { request: () => new ConflictError(`You have already asked ${name(other)} to connect`) },
  );
  return toRequest(item, member.id, other);
}

/**
 * GET /api/network/connection-requests/incoming|outgoing: waiting requests
 * newest first, one Query: the names are copied on the request, and a request
 * card carries no contact details (they come with the connection).
 */
export async function listRequests(member: Member, direction: 'incoming' | 'outgoing', { limit, cursor }: PageRequest): Promise<Page<ConnectionRequest>> {
  const { connectionRequests } = networkData();
  const page = await readPage(cursor, () =>
    direction === 'incoming'
      ? connectionRequests.query.incoming({ toUserId: member.id, status: 'requested' }).go({ limit, cursor, order: 'desc' })
      : connectionRequests.query.outgoing({ fromUserId: member.id, status: 'requested' }).go({ limit, cursor, order: 'desc' }),
  );
  return { items: page.data.map((item) => toRequest(item, member.id)), cursor: page.cursor };
}

/** A request status change, conditioned on the status it was read in. */
const moveRequest = (item: ConnectionRequestItem, status: ConnectionRequestItem['status'], now: string) =>
  ({ set: { status, updatedAt: now }, composite: { createdAt: item.createdAt } }) as const;

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

/** The two edge items of a new connection, each carrying the other's card. */
export function tieItems(tie: NewTie): [ConnectionItem, ConnectionItem] {
  const edge = (from: MemberItem, to: MemberItem): ConnectionItem => ({
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
    updatedAt: tie.now,
  });
  return [edge(tie.a, tie.b), edge(tie.b, tie.a)];
}

/** Mutual connections of two members: one Query of each one's ties, in parallel. */
export async function countMutual(a: string, b: string): Promise<number> {
  const { connections } = networkData();
  const [tiesA, tiesB] = await Promise.all([
    connections.query.byMember({ memberId: a }).go({ pages: 'all' }),
    connections.query.byMember({ memberId: b }).go({ pages: 'all' }),
  ]);
  const ofB = new Set(tiesB.data.filter((edge) => edge.status === 'active').map((edge) => edge.otherId));
  return tiesA.data.filter((edge) => edge.status === 'active' && ofB.has(edge.otherId)).length;
}

/**
 * POST /api/network/connection-requests/{memberId}/accept: the request →
 * active and the tie written in both directions, with both members' pending
 * counts, in one transaction. Strength and common interests are computed from
 * the two members' history (formula in docs/decisions.md).
 */
export async function acceptConnectionRequest(member: Member, fromId: string): Promise<Connection> {
  const request = await readRequest(fromId, member.id);
  if (!request) throw new NotFoundError(NO_REQUEST);
  if (request.status !== 'requested') throw new ConflictError(`This request is already ${request.status === 'active' ? 'accepted' : request.status}`);
  const now = new Date();
  const people = await readMembers([member.id, fromId]);
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
  const { connections, connectionRequests } = networkData();
  const { counters } = counterData();
  const move = moveRequest(request, 'active', now.toISOString());
  await writeOrConflict(
    CHANGED,
    { connections, connectionRequests, counters },
    (tx) => [
      { name: 'request', write: tx.connectionRequests.patch(requestKey(fromId, member.id)).set(move.set).composite(move.composite).where((attr, op) => op.eq(attr.status, 'requested')).commit() },
      { name: 'edge', write: tx.connections.put(mine).where((attr, op) => op.notExists(attr.status)).commit() },
      { name: 'edge', write: tx.connections.put(theirs).where((attr, op) => op.notExists(attr.status)).commit() },
      bump(tx.counters, member.id, 'incoming', -1),
      bump(tx.counters, fromId, 'outgoing', -1),
    ],
    { request: () => new ConflictError(CHANGED), edge: () => new ConflictError(CHANGED) },
  );
  return toDirect(mine, networkUser(other));
}

/** POST …/{memberId}/decline (receiver) and …/{memberId}/withdraw (sender): requested → declined | withdrawn. */
export async function closeConnectionRequest(member: Member, otherId: string, action: 'decline' | 'withdraw'): Promise<ConnectionRequest> {
  const [fromId, toId] = action === 'decline' ? [otherId, member.id] : [member.id, otherId];
  const request = await readRequest(fromId, toId);
  if (!request) throw new NotFoundError(action === 'decline' ? NO_REQUEST : NO_OWN_REQUEST);
  if (request.status !== 'requested') throw new ConflictError(`This request is already ${request.status === 'active' ? 'accepted' : request.status}`);
  const now = new Date().toISOString();
  const status = action === 'decline' ? 'declined' : 'withdrawn';
  const move = moveRequest(request, status, now);
  const { connectionRequests } = networkData();
  const { counters } = counterData();
  await writeOrConflict(
    CHANGED,
    { connectionRequests, counters },
    (tx) => [
      { name: 'request', write: tx.connectionRequests.patch(requestKey(fromId, toId)).set(move.set).composite(move.composite).where((attr, op) => op.eq(attr.status, 'requested')).commit() },
      bump(tx.counters, toId, 'incoming', -1),
      bump(tx.counters, fromId, 'outgoing', -1),
    ],
    { request: () => new ConflictError(CHANGED) },
  );
  const other = await readMembers([otherId]);
  return toRequest({ ...request, status, updatedAt: now }, member.id, other.get(otherId));
}

/**
 * POST /api/network/members/{memberId}/block: both edges become `blocked`
 * (a connection ends), waiting requests either way become `blocked` with their
 * counts, in one transaction conditioned on what was read; then nudges naming
 * the other member are deleted on both sides. Blocking twice changes nothing.
 */
export async function blockMember(member: Member, otherId: string): Promise<RelationshipAnswer> {
  notSelf(member.id, otherId, 'memberId', 'You cannot block yourself');
  const [other, mine, theirs, sent, received] = await Promise.all([
    readMember(otherId),
    readEdge(member.id, otherId),
    readEdge(otherId, member.id),
    readRequest(member.id, otherId),
    readRequest(otherId, member.id),
  ]);
  if (mine?.status === 'blocked') return { memberId: otherId, relationship: 'blocked' };
  const people = await readMembers([member.id]);
  const me = people.get(member.id)!;
  const now = new Date().toISOString();
  const blocked = (from: MemberItem, to: MemberItem, previous: ConnectionItem | null): ConnectionItem => ({
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
  const { connections, connectionRequests } = networkData();
  const { counters } = counterData();
  await writeOrConflict(
    CHANGED,
    { connections, connectionRequests, counters },
    (tx) => {
      const writes = [
        {
          name: 'edge' as const,
          write: tx.connections
            .put(blocked(me, other, mine))
            .where((attr, op) => (mine ? op.eq(attr.status, mine.status) : op.notExists(attr.status)))
            .commit(),
        },
        {
          name: 'edge' as const,
          write: tx.connections
            .put(blocked(other, me, theirs))
            .where((attr, op) => (theirs ? op.eq(attr.status, theirs.status) : op.notExists(attr.status)))
            .commit(),
        },
      ];
      const requests = [];
      for (const request of [sent, received]) {
        if (request?.status !== 'requested') continue;
        const move = moveRequest(request, 'blocked', now);
        requests.push(
          {
            name: 'request' as const,
            write: tx.connectionRequests
              .patch(requestKey(request.fromUserId, request.toUserId))
              .set(move.set)
              .composite(move.composite)
              .where((attr, op) => op.eq(attr.status, 'requested'))
              .commit(),
          },
          bump(tx.counters, request.toUserId, 'incoming', -1),
          bump(tx.counters, request.fromUserId, 'outgoing', -1),
        );
      }
      return [...writes, ...requests];
    },
    { edge: () => new ConflictError(CHANGED), request: () => new ConflictError(CHANGED) },
  );
  await Promise.all([forgetNudgesAbout(member.id, otherId), forgetNudgesAbout(otherId, member.id)]);
  return { memberId: otherId, relationship: 'blocked' };
}

/** DELETE /api/network/connections/{memberId}: both edges deleted in one transaction, conditioned on being active. */
export async function removeConnection(member: Member, otherId: string): Promise<RelationshipAnswer> {
  const edge = await readEdge(member.id, otherId);
  if (edge?.status !== 'active') throw new NotFoundError('You are not connected with this member');
  const { connections } = networkData();
  await writeOrConflict(
    CHANGED,
    { connections },
    (tx) => [
      { name: 'edge', write: tx.connections.delete(edgeKey(member.id, otherId)).where((attr, op) => op.eq(attr.status, 'active')).commit() },
      { name: 'edge', write: tx.connections.delete(edgeKey(otherId, member.id)).where((attr, op) => op.eq(attr.status, 'active')).commit() },
    ],
    { edge: () => new ConflictError('This connection changed meanwhile; reload and try again') },
  );
  return { memberId: otherId, relationship: 'none' };
}
