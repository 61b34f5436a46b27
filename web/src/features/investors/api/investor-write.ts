import { ApiError, routeKey } from '../../../lib/api-client';

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

/** The API's reason for a refusal (409: already interested, stale match, slot taken), or a plain retry line. */
export const apiReason = (error: unknown): string => (error instanceof ApiError ? error.body?.message : undefined) ?? 'Please try again.';

/** A 400 with field issues is shown under the fields; anything else toasts the API's reason. */
export const formFailure = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 400 && error.body?.issues?.length ? undefined : apiReason(error);
