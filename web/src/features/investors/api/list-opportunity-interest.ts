import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET …/{opportunityId}/interest: View Interest, the interested investors with their profile summary and score (founder only). */
export const opportunityInterestQueryOptions = (opportunityId: string) => listQueryOptions('listOpportunityInterest', { params: { opportunityId } });
export const useOpportunityInterest = (opportunityId: string) => usePagedList(opportunityInterestQueryOptions(opportunityId));
