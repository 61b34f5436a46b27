import { useRouteWrite } from '../../../lib/route-write';
import { investorReads } from './investor-write';
import { apiReason } from '../../../components/form';

/** POST …/express-interest: once per member and opportunity; a pending match; toast 'Interest expressed successfully!'. */
export const useExpressInterest = () =>
  useRouteWrite('expressInterest', {
    input: (opportunityId: string) => ({ params: { opportunityId } }),
    invalidate: investorReads,
    successTitle: 'Interest expressed successfully!',
    failure: apiReason,
  });
