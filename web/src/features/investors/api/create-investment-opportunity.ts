import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { formFailure } from '../../../components/form';

/** POST /api/investment-opportunities: refreshes both opportunity lists, toast 'Investment opportunity created successfully!'. */
export const useCreateOpportunity = () =>
  useRouteWrite('createInvestmentOpportunity', {
    invalidate: investorReads,
    successTitle: 'Investment opportunity created successfully!',
    failure: formFailure,
  });
