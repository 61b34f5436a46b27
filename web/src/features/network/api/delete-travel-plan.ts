import type { TravelPlan } from '@club/shared';
import { useRouteWrite } from '../../../lib/route-write';
import { graphReads } from './network-write';
import { apiReason } from '../../../components/form';

/** Delete one of the member's travel plans. */
export const useDeleteTravelPlan = () =>
  useRouteWrite('deleteTravelPlan', {
    input: (plan: TravelPlan) => ({ params: { planId: plan.id } }),
    invalidate: graphReads,
    successTitle: (plan) => `Travel plan for ${plan.city} deleted`,
    failure: apiReason,
  });
