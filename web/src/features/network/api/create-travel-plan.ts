import { useRouteWrite } from '../../../lib/route-write';
import { formFailure, graphReads } from './network-write';

/** Add a travel plan (or where the member lives). */
export const useCreateTravelPlan = () =>
  useRouteWrite('createTravelPlan', {
    invalidate: graphReads,
    successTitle: 'Travel plan added',
    failure: formFailure,
  });
