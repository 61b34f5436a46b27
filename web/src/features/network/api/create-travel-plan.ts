import { useRouteWrite } from '../../../lib/create-mutation';
import { formFailure, graphReads } from './network-write';

/** Add a travel plan (or where the member lives). */
export const useCreateTravelPlan = () =>
  useRouteWrite('createTravelPlan', {
    invalidate: graphReads,
    successTitle: 'Travel plan added',
    failure: formFailure,
  });
