import type { NetworkTie } from '@club/shared';
import { tiesOf } from '../../db/entities/connection.js';
import { queryAll } from '../../db/pages.js';
import { networkData } from '../../db/data/network.js';

/** How many of a member's direct connections are walked for mutual counts (proposal rounds only). */
export const NETWORK_WALK_MAX = 200;

/** A member's ties: active connections and everyone blocked either way (blocks are written on both sides). */
interface Ties {
  active: Set<string>;
  blocked: Set<string>;
}

async function readTies(memberId: string): Promise<Ties> {
  // A member holds at most NETWORK_LIMITS.connectionsMax active ties (plus blocks): one partition, read whole.
  const data = await queryAll(networkData().connections, tiesOf(memberId), { ascending: true });
  const ties: Ties = { active: new Set(), blocked: new Set() };
  for (const edge of data) (edge.status === 'active' ? ties.active : ties.blocked).add(edge.otherId);
  return ties;
}

/** One member's place in the network for scoring: direct ties, blocks, and mutual counts with everyone two steps away. */
export interface NetworkView {
  direct: Set<string>;
  blocked: Set<string>;
  mutual: Map<string, number>;
}

/**
 * The member's ties, then their direct connections' ties in parallel (at most
 * NETWORK_WALK_MAX), counting for every member reached how many of the
 * member's connections they share. Used once per proposal round, not per candidate.
 */
export async function networkView(memberId: string): Promise<NetworkView> {
  const me = await readTies(memberId);
  const theirs = await Promise.all([...me.active].slice(0, NETWORK_WALK_MAX).map(readTies));
  const mutual = new Map<string, number>();
  for (const ties of theirs) for (const id of ties.active) if (id !== memberId) mutual.set(id, (mutual.get(id) ?? 0) + 1);
  return { direct: me.active, blocked: me.blocked, mutual };
}

export const tieIn = (view: NetworkView, otherId: string): NetworkTie => ({
  connected: view.direct.has(otherId),
  mutualConnections: view.mutual.get(otherId) ?? 0,
});

/** Two members' tie (one Query of each one's ties, in parallel), and whether either blocked the other. */
export async function pairTie(a: string, b: string): Promise<NetworkTie & { blocked: boolean }> {
  const [tiesA, tiesB] = await Promise.all([readTies(a), readTies(b)]);
  let mutual = 0;
  for (const id of tiesA.active) if (tiesB.active.has(id)) mutual += 1;
  return { connected: tiesA.active.has(b), mutualConnections: mutual, blocked: tiesA.blocked.has(b) || tiesB.blocked.has(a) };
}
