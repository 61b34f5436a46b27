import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { formFailure } from '../../../components/form';

/** Manage Opportunity: PATCH the whole form (raised amount too); matches are re-scored by the API. */
export const useUpdateOpportunity = (opportunityId: string) =>
  useRouteWrite('updateInvestmentOpportunity', {
    input: (body: CallInput<'updateInvestmentOpportunity'>['body']) => ({ params: { opportunityId }, body }),
    invalidate: investorReads,
    successTitle: 'Opportunity updated',
    failure: formFailure,
  });
