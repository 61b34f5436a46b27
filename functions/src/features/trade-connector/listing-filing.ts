import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { tradeConnectorData } from './data.js';
import { listingCounters } from './connector-counts.js';
import { bumpCounter } from '../stats/index.js';
import type { NewTradeListing } from '../marketplace/index.js';

/** A listing as filed under its 4-digit HS heading (matching, match counts). */
export function headingEntryOf(item: NewTradeListing) {
  return {
    heading: item.hsCode.slice(0, 4),
    listingId: item.id,
    kind: item.kind,
    hsCode: item.hsCode,
    title: item.title,
    companyId: item.companyId,
    companyName: item.company?.name ?? item.companyId,
    createdAt: item.createdAt,
    ...(item.location ? { location: item.location } : {}),
    ...(item.country ? { country: item.country } : {}),
    ...(item.priceBand ? { priceBand: item.priceBand } : {}),
  };
}

/** The connector's writes in the transaction that creates a listing: its heading entry (a 2-digit code has no heading) and its counters. */
export function listingConnectorWrites(listing: NewTradeListing): NamedWrite[] {
  return [
    ...(listing.hsCode.length >= 4
      ? [{ name: 'heading', write: tradeConnectorData().headingEntries.build(PutTransaction).item(headingEntryOf(listing)) }]
      : []),
    ...listingCounters(listing).map(({ scope, name }) => bumpCounter(scope, name)),
  ];
}
