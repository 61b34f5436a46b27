import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { LISTING_KINDS } from '@club/shared';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * A listing filed under its 4-digit HS heading, written in the transaction
 * that creates the listing (and by the seed). HS-heading matching and the
 * marketplace's match counts read one heading's partition with one Query: the
 * listing entity's three indexes are taken (newest, kind, company), and a
 * heading holds tens of listings, not thousands.
 */
export function tradeHeadingEntryEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'tradeHeadingEntry', version: '1', service: SERVICE },
      attributes: {
        heading: { type: 'string', required: true },
        listingId: { type: 'string', required: true },
        kind: { type: LISTING_KINDS, required: true },
        hsCode: { type: 'string', required: true },
        title: { type: 'string', required: true },
        companyId: { type: 'string', required: true },
        companyName: { type: 'string', required: true },
        location: { type: 'string' },
        country: { type: 'string' },
        priceBand: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        /** The listings under one heading, newest last (read in full, bounded). */
        byHeading: {
          pk: { field: primaryIndex.pk, composite: ['heading'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['createdAt', 'listingId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type TradeHeadingEntryEntity = ReturnType<typeof tradeHeadingEntryEntity>;
export type TradeHeadingEntryItem = EntityItem<TradeHeadingEntryEntity>;
