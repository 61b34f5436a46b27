import { db } from '../../db/index.js';
import { asTransactUpdate, type TransactItem } from '../../db/transact.js';

/** Club-wide counters (directory statistics, market overview, job market). */
export const CLUB_SCOPE = 'club';
/** One member's own counters (Your Posts, Your Listings, saved items, applications). */
export const memberScope = (memberId: string): string => `member#${memberId}`;

/**
 * A transaction item adding `delta` to one counter (created at 0 when absent).
 * Put it in the same transaction as the write it counts, so the count is exact
 * under concurrency and never drifts from the data.
 */
export function bumpCounter(scope: string, name: string, delta = 1): TransactItem {
  return asTransactUpdate(db().counters.update({ scope, name }).add({ count: delta }).params());
}

/** Every counter of a scope by name, with one Query (a scope holds tens of counters, not thousands). */
export async function readCounters(scope: string): Promise<Record<string, number>> {
  const { data } = await db().counters.query.byScope({ scope }).go({ pages: 'all' });
  return Object.fromEntries(data.map((counter) => [counter.name, counter.count]));
}
