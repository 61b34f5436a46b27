import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/darshan-plans with the spec's toasts. */
export const useCreatePlan = () =>
  useRouteWrite('createDarshanPlan', {
    invalidate: [routeKey('listDarshanPlans')],
    successTitle: 'Darshan Plan Created',
    successDescription: "Your darshan plan has been saved. We'll help you with the next steps.",
    failure: 'Failed to create darshan plan. Please try again.',
  });
