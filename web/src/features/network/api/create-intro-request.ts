import { useRouteWrite } from '../../../lib/route-write';
import { graphReads } from './network-write';
import { formFailure } from '../../../components/form';

/** POST /api/network/intro-requests: refetch the introductions, toast 'Introduction request sent successfully!'. */
export const useCreateIntroRequest = () =>
  useRouteWrite('createIntroRequest', {
    invalidate: graphReads,
    successTitle: 'Introduction request sent successfully!',
    failure: formFailure,
  });
