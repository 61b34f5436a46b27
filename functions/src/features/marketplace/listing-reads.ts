import { TRADE_LISTINGS, tradeListingsOfCompany, type TradeListingItem } from './entities/trade-listing.js';
import { queryAll, queryPage } from '../../platform/db/pages.js';
import { marketplaceData } from './data.js';

/** Every listing, oldest first, all pages (a whole-club job loads the club once). */
export const allTradeListings = (): Promise<TradeListingItem[]> => queryAll(marketplaceData().tradeListings, TRADE_LISTINGS, { ascending: true });

/** The HS codes of a company's newest `limit` listings (one Query): what the company trades in. */
export async function recentHsCodesOfCompany(companyId: string, limit: number): Promise<string[]> {
  const { items } = await queryPage(marketplaceData().tradeListings, tradeListingsOfCompany(companyId), { limit });
  return items.map((listing) => listing.hsCode);
}
