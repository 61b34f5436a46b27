import { tiesOf } from './entities/connection.js';
import { queryAll } from '../../platform/db/pages.js';
import { networkData } from './data.js';

/** A member's ties as the investors' proposals read them: active connections and everyone blocked either way (blocks are written on both sides). */
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

/** Everyone a member blocked or was blocked by (one Query): never proposed to each other. */
export async function blocksOf(memberId: string): Promise<Set<string>> {
  return (await readTies(memberId)).blocked;
}

/** Whether either of two members blocked the other (one Query of each one's ties, in parallel). */
export async function blockedBetween(a: string, b: string): Promise<boolean> {
  const [tiesA, tiesB] = await Promise.all([readTies(a), readTies(b)]);
  return tiesA.blocked.has(b) || tiesB.blocked.has(a);
}
