import { routeKey } from '../../../lib/api-client';

/**
 * Every investors read a write can change: deal flow (and one opportunity, its
 * interest), own opportunities, matches, the summary tiles, the caller's
 * profile and the Investor Network (with pitch slots). Writes refresh them all;
 * only the reads on screen refetch.
 */
export const investorReads = [
  routeKey('listInvestmentOpportunities'),
  routeKey('listMyInvestmentOpportunities'),
  routeKey('listInvestorMatches'),
  routeKey('getInvestorStats'),
  routeKey('getInvestorProfile'),
  routeKey('listInvestorProfiles'),
];
