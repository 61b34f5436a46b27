import { CompanyMemberEntity } from './company-member.js';
import { JobEntity } from './job.js';
import { RoomNightEntity } from './room-night.js';
import { TradeListingEntity } from './trade-listing.js';

/** Trade, company-membership, job and room-night entities, registered with db(). */
export const tradeEntities = {
  companyMembers: CompanyMemberEntity,
  tradeListings: TradeListingEntity,
  jobs: JobEntity,
  roomNights: RoomNightEntity,
};
