import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { LISTING_KINDS } from '@club/shared';
import { SERVICE, byIdIndex, newestIn, newestIndex } from './keys.js';

/** Import needs and export offers of the trade marketplace (spec 1 §3). */
export function tradeListingEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'tradeListing', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        kind: { type: LISTING_KINDS, required: true },
        title: { type: 'string', required: true },
        description: { type: 'string', required: true },
        hsCode: { type: 'string', required: true },
        quantity: { type: 'string' },
        unit: { type: 'string' },
        priceBand: { type: 'string' },
        location: { type: 'string' },
        incoterms: { type: 'string' },
        /** Canonical country of the goods (the connector's location filter; canonicalCountry). */
        country: { type: 'string' },
        /** Estimated order value in rupees (the connector's order-value bands). */
        orderValueInr: { type: 'number' },
        companyId: { type: 'string', required: true },
        /**
         * The company as the list shows it (name, member pictures), copied when
         * the listing is written so a page is one Query. Companies are never
         * renamed and their pictures are set at creation; absent on listings
         * written before issue 11 (read with a BatchGet of their companies).
         */
        company: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            name: { type: 'string', required: true },
            users: {
              type: 'list',
              required: true,
              items: { type: 'map', properties: { id: { type: 'string', required: true }, profileImageUrl: { type: 'string' } } },
            },
          },
        },
        /** The member who posted it (kept for moderation and a future "posted by" view; not answered). */
        postedBy: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        /** One listing by id. */
        byId: byIdIndex,
        /** All listings, newest first. */
        newest: newestIndex,
        /** Listings of one kind (export | import), newest first. */
        byKind: newestIn('gsi2', ['kind'], 'default'),
        /** Listings of one company, newest first (`?mine=true` reads it per company of the caller). */
        byCompany: newestIn('gsi3', ['companyId']),
      },
    },
    config,
  );
}

export type TradeListingEntity = ReturnType<typeof tradeListingEntity>;
/** A trade listing as stored (ElectroDB's item type). */
export type TradeListingItem = EntityItem<TradeListingEntity>;
