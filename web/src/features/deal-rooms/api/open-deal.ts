import { useRouteWrite } from '../../../lib/route-write';
import { apiReason } from '../../../components/form';
import { dealReads } from './deal-reads';

/** The founder opens the opportunity's deal and data room (again: the same deal). */
export const useOpenDeal = () =>
  useRouteWrite('openDeal', {
    input: (opportunityId: string) => ({ params: { opportunityId } }),
    invalidate: dealReads,
    successTitle: 'Data room open',
    failure: apiReason,
  });
