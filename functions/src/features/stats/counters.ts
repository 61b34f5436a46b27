import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { countersOf } from './entities/counter.js';
import { key } from '../../platform/db/keys.js';
import { queryAll } from '../../platform/db/pages.js';
import { counterData } from './data.js';

/** Club-wide counters (directory statistics, market overview, job market). */
export const CLUB_SCOPE = 'club';
/** One member's own counters (Your Posts, Your Listings, saved items, applications). */
export const memberScope = (memberId: string): string => `member#${memberId}`;

/**
 * Every counter of a scope by name, with one Query (a scope holds tens of
 * counters, not thousands); given a `prefix`, only the counters whose name
 * starts with it (a feature's own, read by their sort keys).
 */
export async function readCounters(scope: string, prefix?: string): Promise<Record<string, number>> {
  const data = await queryAll(
    counterData().counters,
    prefix === undefined ? countersOf(scope) : { ...countersOf(scope), range: { beginsWith: key('COUNTER', prefix) } },
  );
  return Object.fromEntries(data.map((counter) => [counter.name, counter.count]));
}

/** One counter's value (one GetItem), 0 when it was never moved; `consistent` right after a write the caller must see. */
export async function readCounter(scope: string, name: string, { consistent = false } = {}): Promise<number> {
  const { Item } = await counterData().counters.build(GetItemCommand).key({ scope, name }).options({ consistent }).send();
  return Item?.count ?? 0;
}
