import { useRouteWrite } from '../../../lib/route-write';
import { graphReads } from './network-write';
import { formFailure } from '../../../components/form';

/** Add a travel plan (or where the member lives). */
export const useCreateTravelPlan = () =>
  useRouteWrite('createTravelPlan', {
    invalidate: graphReads,
    successTitle: 'Travel plan added',
    failure: formFailure,
  });
