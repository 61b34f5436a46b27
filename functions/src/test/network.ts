import { routes, type Introduction } from '@club/shared';
import { expect } from 'vitest';
import type { SignedIn } from './signed-in.js';
import { handler as acceptConnectionRequest } from '../features/network/http/accept-connection-request.js';
import { handler as getNetworkStats } from '../features/network/http/get-network-stats.js';
import { handler as listConnections } from '../features/network/http/list-connections.js';
import { handler as listIncomingRequests } from '../features/network/http/list-incoming-requests.js';
import { handler as listIntroRequests } from '../features/network/http/list-intro-requests.js';
import { handler as listOutgoingRequests } from '../features/network/http/list-outgoing-requests.js';
import { handler as sendConnectionRequest } from '../features/network/http/send-connection-request.js';

/** Connects two members through the routes: a sends, b accepts. */
export async function connect(a: SignedIn, b: SignedIn): Promise<void> {
  const sent = await a.call(sendConnectionRequest, routes.sendConnectionRequest, { body: { toUserId: b.id } });
  expect(sent.statusCode, JSON.stringify(sent.json)).toBe(201);
  const accepted = await b.call(acceptConnectionRequest, routes.acceptConnectionRequest, { params: { memberId: a.id } });
  expect(accepted.statusCode, JSON.stringify(accepted.json)).toBe(200);
}

/** Ids of a list answer. */
export const ids = (json: { id: string }[]): string[] => json.map((item) => item.id);

/** Waits for the member's turn: pending as introducer, approved as target (the stats' "awaiting me"). */
const awaitsMe = (intro: Introduction) =>
  (intro.myRole === 'introducer' && intro.status === 'pending') || (intro.myRole === 'target' && intro.status === 'approved');

/**
 * A member's network counts (GET /api/network/stats) equal what their lists
 * show: connections, waiting requests each way, introductions and those
 * awaiting them (lists of at most 50, one page, in tests). Answers the counts.
 */
export async function expectCountsMatchLists(member: SignedIn, label = member.id): Promise<Record<string, number>> {
  const query = { limit: '50' };
  const [stats, connections, incoming, outgoing, intros] = await Promise.all([
    member.call(getNetworkStats, routes.getNetworkStats),
    member.call(listConnections, routes.listConnections, { query }),
    member.call(listIncomingRequests, routes.listIncomingRequests, { query }),
    member.call(listOutgoingRequests, routes.listOutgoingRequests, { query }),
    member.call(listIntroRequests, routes.listIntroRequests, { query }),
  ]);
  const shown = {
    firstDegree: (connections.json as unknown[]).length,
    incomingRequests: (incoming.json as unknown[]).length,
    outgoingRequests: (outgoing.json as unknown[]).length,
    introRequests: (intros.json as unknown[]).length,
    introRequestsAwaitingMe: (intros.json as Introduction[]).filter(awaitsMe).length,
  };
  const counted = Object.fromEntries(Object.keys(shown).map((name) => [name, (stats.json as Record<string, number>)[name]]));
  expect(counted, `${label}: counts vs lists`).toEqual(shown);
  return shown;
}
