import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/my-investment-opportunities: the member's own opportunities, active and inactive, newest first. */
export const myOpportunitiesQueryOptions = () => listQueryOptions('listMyInvestmentOpportunities');
export const useMyOpportunities = () => usePagedList(myOpportunitiesQueryOptions());
