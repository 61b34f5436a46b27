import { matchesOfOpportunity, type MatchItem } from './entities/investor-match.js';
import { queryAll } from '../../platform/db/pages.js';
import { investorData } from './data.js';

// Apart from deal-room-links.ts, so the deal-rooms route that reads an opportunity's matches bundles none of the write builders.

/** Every match of the opportunity, whatever its status (one Query of the opportunity's partition). */
export const matchesOf = (opportunityId: string): Promise<MatchItem[]> => queryAll(investorData().matches, matchesOfOpportunity(opportunityId));
