import { all, each, type MemberDataSection } from '../../platform/db/member-data.js';
import { companyIdsOf } from '../companies/index.js';
import { marketplaceData } from './data.js';
import { tradeListingsOfCompany } from './entities/trade-listing.js';

/** What the marketplace keeps about a member: the listings of the companies they belong to (kept: they are the companies'). */
export const marketplaceMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'listings',
      about: 'Trade listings of the companies you belong to',
      fate: 'keep',
      read: async (id) => each(await companyIdsOf(id), (companyId) => all(marketplaceData().tradeListings, tradeListingsOfCompany(companyId))),
    },
  ],
};
