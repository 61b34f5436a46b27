import type { ConnectionRequest, Member, RelationshipAnswer } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { ConnectionItem } from './entities/connection.js';
import { requestsFrom, requestsTo, type ConnectionRequestItem } from './entities/connection-request.js';
import type { MemberItem } from '../members/index.js';
import { queryPage } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { toDirect } from './graph.js';
import { networkUser, readMember } from './people.js';

// Apart from connections.ts, so the routes that only read requests and relationships bundle none of the write builders.

export const edgeKey = (memberId: string, otherId: string) => ({ memberId, otherId });
const requestKey = (fromUserId: string, toUserId: string) => ({ fromUserId, toUserId });

export async function readEdge(memberId: string, otherId: string): Promise<ConnectionItem | undefined> {
  return (await networkData().connections.build(GetItemCommand).key(edgeKey(memberId, otherId)).options({ consistent: true }).send()).Item;
}
export async function readRequest(fromUserId: string, toUserId: string): Promise<ConnectionRequestItem | undefined> {
  return (await networkData().connectionRequests.build(GetItemCommand).key(requestKey(fromUserId, toUserId)).options({ consistent: true }).send()).Item;
}

/** What a request answer is built from: an item as read, or as just written. */
export type RequestView = Omit<ConnectionRequestItem, 'updatedAt'> & { updatedAt?: string | undefined };

/**
 * A request as its sender or receiver sees it, naming the other member (read
 * fresh for contact details). `updatedAt` is shown once the request moved on
 * from `requested` (the library stamps every write, sending included).
 */
export function toRequest(item: RequestView, viewerId: string, other?: MemberItem): ConnectionRequest {
  const outgoing = item.fromUserId === viewerId;
  const otherId = outgoing ? item.toUserId : item.fromUserId;
  return {
    id: otherId,
    direction: outgoing ? 'outgoing' : 'incoming',
    fromUserId: item.fromUserId,
    toUserId: item.toUserId,
    user: other
      ? networkUser(other, { connected: false })
      : { id: otherId, firstName: outgoing ? item.toFirstName : item.fromFirstName, lastName: outgoing ? item.toLastName : item.fromLastName },
    ...(item.note ? { note: item.note } : {}),
    status: item.status,
    createdAt: item.createdAt,
    ...(item.updatedAt && item.status !== 'requested' ? { updatedAt: item.updatedAt } : {}),
  };
}

/** GET /api/network/members/{memberId}: how the caller stands with one member. */
export async function relationship(member: Member, otherId: string): Promise<RelationshipAnswer> {
  if (otherId === member.id) return { memberId: otherId, relationship: 'self' };
  const [other, edge, sent, received, asked] = await Promise.all([
    readMember(otherId),
    readEdge(member.id, otherId),
    readRequest(member.id, otherId),
    readRequest(otherId, member.id),
    networkData().introGuards.build(GetItemCommand).key({ requesterId: member.id, targetUserId: otherId }).options({ consistent: true }).send(),
  ]);
  if (edge?.status === 'blocked') return { memberId: otherId, relationship: 'blocked' };
  // The Request Introduction dialog reads it when it opens, so a stale nudge is refused before a message is typed.
  const introduction = asked.Item ? { introductionId: asked.Item.introId } : {};
  if (edge?.status === 'active')
    return { memberId: otherId, relationship: 'connected', connection: toDirect(edge, networkUser(other, { connected: true })), ...introduction };
  if (sent?.status === 'requested') return { memberId: otherId, relationship: 'outgoing', request: toRequest(sent, member.id, other), ...introduction };
  if (received?.status === 'requested') return { memberId: otherId, relationship: 'incoming', request: toRequest(received, member.id, other), ...introduction };
  return { memberId: otherId, relationship: 'none', ...introduction };
}

/**
 * GET /api/network/connection-requests/incoming|outgoing: waiting requests
 * newest first, one Query: the names are copied on the request, and a request
 * card carries no contact details (they come with the connection).
 */
export async function listRequests(member: Member, direction: 'incoming' | 'outgoing', { limit, cursor }: PageRequest): Promise<Page<ConnectionRequest>> {
  const { connectionRequests } = networkData();
  const query = direction === 'incoming' ? requestsTo(member.id, 'requested') : requestsFrom(member.id, 'requested');
  const page = await readPage(cursor, () => queryPage(connectionRequests, query, { limit, cursor }));
  return { items: page.items.map((item) => toRequest(item, member.id)), cursor: page.cursor };
}
