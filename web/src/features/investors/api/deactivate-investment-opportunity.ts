import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, investorReads } from './investor-write';

/** Deactivate: the founder takes the opportunity out of deal flow (shown Inactive). */
export const useDeactivateOpportunity = () =>
  useRouteWrite('deactivateInvestmentOpportunity', {
    input: (opportunityId: string) => ({ params: { opportunityId } }),
    invalidate: investorReads,
    successTitle: 'Opportunity deactivated',
    failure: apiReason,
  });
