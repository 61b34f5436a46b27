import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { apiReason } from '../../../components/form';

/** Deactivate: the founder takes the opportunity out of deal flow (shown Inactive). */
export const useDeactivateOpportunity = () =>
  useRouteWrite('deactivateInvestmentOpportunity', {
    input: (opportunityId: string) => ({ params: { opportunityId } }),
    invalidate: investorReads,
    successTitle: 'Opportunity deactivated',
    failure: apiReason,
  });
