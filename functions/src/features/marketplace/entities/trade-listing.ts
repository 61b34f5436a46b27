import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { LISTING_KINDS } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key, linkedKey } from '../../../platform/db/keys.js';
import { memberImageSchema } from '../../companies/index.js';

/** All listings, newest first. */
export const TRADE_LISTINGS = { index: 'gsi1', partition: 'TRADE_LISTINGS' } as const;
/** Listings of one kind (export | import), newest first. */
export const tradeListingsOfKind = (kind: string) => ({ index: 'gsi2', partition: key('TRADE_LISTINGS', kind) }) as const;
/** Listings of one company, newest first (`?mine=true` reads it per company of the caller). */
export const tradeListingsOfCompany = (companyId: string) => ({ index: 'gsi3', partition: key('COMPANY', companyId, 'TRADE_LISTINGS') }) as const;

const schema = item({
  id: string().key(),
  kind: string().enum(...LISTING_KINDS),
  title: string(),
  description: string(),
  hsCode: string(),
  quantity: string().optional(),
  unit: string().optional(),
  priceBand: string().optional(),
  location: string().optional(),
  incoterms: string().optional(),
  /** Canonical country of the goods (the connector's location filter; canonicalCountry). */
  country: string().optional(),
  /** Estimated order value in rupees (the connector's order-value bands). */
  orderValueInr: number().optional(),
  companyId: string(),
  /**
   * The company as the list shows it (name, member pictures), copied when
   * the listing is written so a page is one Query. Companies are never
   * renamed and their pictures are set at creation; absent on listings
   * written before the snapshot was kept (read with a BatchGet of their companies).
   */
  company: map({ id: string(), name: string(), users: list(memberImageSchema) }).optional(),
  /** The member who posted it (kept for moderation and a future "posted by" view; not answered). */
  postedBy: string(),
  gsi1pk: string().hidden().putDefault(TRADE_LISTINGS.partition),
  gsi1sk: creationKey(),
  gsi2pk: linkedKey((item) => tradeListingsOfKind(item.kind as string).partition),
  gsi2sk: creationKey(),
  gsi3pk: linkedKey((item) => tradeListingsOfCompany(item.companyId as string).partition),
  gsi3sk: creationKey(),
});

/** Import needs and export offers of the trade marketplace. */
export const tradeListingEntity = () =>
  new Entity({
    name: 'tradeListing',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('TRADE_LISTING', id), sk: 'TRADE_LISTING' }),
    timestamps: TIMESTAMPS,
  });

export type TradeListingEntity = ReturnType<typeof tradeListingEntity>;
/** A trade listing as read. */
export type TradeListingItem = FormattedItem<TradeListingEntity>;
/** A listing as written (the library adds updatedAt). */
export type NewTradeListing = Omit<TradeListingItem, 'updatedAt'>;
