import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { TRADE_LISTINGS, tradeListingsOfCompany, type TradeListingItem } from './entities/trade-listing.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { marketplaceData } from './data.js';

/** Every listing, oldest first, all pages (a whole-club job loads the club once). */
export const allTradeListings = (): Promise<TradeListingItem[]> => queryAll(marketplaceData().tradeListings, TRADE_LISTINGS, { ascending: true });

/** The HS codes of a company's newest `limit` listings (one Query): what the company trades in. */
export async function recentHsCodesOfCompany(companyId: string, limit: number): Promise<string[]> {
  return (await newestListingsOfCompany(companyId, limit)).map((listing) => listing.hsCode);
}

/** One listing by id (one GetItem); undefined when absent. */
export async function findTradeListing(id: string): Promise<TradeListingItem | undefined> {
  const { Item } = await marketplaceData().tradeListings.build(GetItemCommand).key({ id }).send();
  return Item;
}

/** Listings by id with one BatchGet per 100 keys (sent together); duplicates are read once, absent ones left out. */
export const tradeListingsByIds = (ids: Iterable<string>): Promise<TradeListingItem[]> =>
  getMany(
    marketplaceData().tradeListings,
    [...new Set(ids)].map((id) => ({ id })),
  );

/** A company's newest `limit` listings (one Query). */
export async function newestListingsOfCompany(companyId: string, limit: number): Promise<TradeListingItem[]> {
  const { items } = await queryPage(marketplaceData().tradeListings, tradeListingsOfCompany(companyId), { limit });
  return items;
}
