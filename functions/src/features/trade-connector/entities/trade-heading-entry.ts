import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, byCreation, key } from '../../../platform/db/keys.js';
import { listingSummaryAttributes } from './listing-summary.js';

/** The listings filed under one 4-digit heading, newest last (a partition of its own). */
export const entriesUnderHeading = (heading: string) => ({ partition: key('HS_HEADING', heading) }) as const;

const schema = item({
  heading: string().key(),
  listingId: string().key(),
  /** The listing's own creation time (not the entry's): the entries' order. */
  createdAt: string().key(),
  ...listingSummaryAttributes,
});

/**
 * A listing filed under its 4-digit HS heading, written in the transaction
 * that creates the listing (and by the seed). HS-heading matching and the
 * marketplace's match counts read one heading's partition with one Query: the
 * listing entity's three indexes are taken (newest, kind, company), and a
 * heading holds tens of listings, not thousands.
 */
export const tradeHeadingEntryEntity = () =>
  new Entity({
    name: 'tradeHeadingEntry',
    table: clubTable,
    schema,
    computeKey: ({ heading, listingId, createdAt }) => ({
      pk: entriesUnderHeading(heading).partition,
      sk: key('TRADE_LISTING', byCreation({ createdAt, id: listingId })),
    }),
    // createdAt is the listing's and part of the key, so the library does not set it.
    timestamps: { created: false, modified: TIMESTAMPS.modified },
  });

export type TradeHeadingEntryEntity = ReturnType<typeof tradeHeadingEntryEntity>;
export type TradeHeadingEntryItem = FormattedItem<TradeHeadingEntryEntity>;
