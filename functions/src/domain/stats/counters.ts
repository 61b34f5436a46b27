import type { CounterEntity } from '../../db/entities/counter.js';
import { counterData } from '../../db/services/counters.js';
import type { InTransaction, NamedWrite } from '../../db/transaction.js';

/** Club-wide counters (directory statistics, market overview, job market). */
export const CLUB_SCOPE = 'club';
/** One member's own counters (Your Posts, Your Listings, saved items, applications). */
export const memberScope = (memberId: string): string => `member#${memberId}`;

/**
 * A transaction write adding `delta` to one counter (created at 0 when absent).
 * Put it in the same transaction as the write it counts, so the count is exact
 * under concurrency and never drifts from the data. It has no condition, so
 * it never decides a transaction's outcome.
 */
export function bumpCounter(counters: InTransaction<CounterEntity>, scope: string, name: string, delta = 1): NamedWrite<'counter'> {
  return { name: 'counter', write: counters.update({ scope, name }).add({ count: delta }).commit() };
}

/** Every counter of a scope by name, with one Query (a scope holds tens of counters, not thousands). */
export async function readCounters(scope: string): Promise<Record<string, number>> {
  const { data } = await counterData().counters.query.byScope({ scope }).go({ pages: 'all' });
  return Object.fromEntries(data.map((counter) => [counter.name, counter.count]));
}
