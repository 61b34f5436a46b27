import type { CallInput } from '../../../lib/api-client';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

type Body = CallInput<'setDarshanPlanStatus'>['body'];

/** POST /api/darshan-plans/{id}/status: submitted → confirmed (with the booking's details) → completed. */
export const useSetDarshanPlanStatus = (planId: string) =>
  useStaffWrite('setDarshanPlanStatus', {
    input: (body: Body) => ({ params: { planId }, body }),
    refresh: [routeKey('listStaffDarshanPlans')],
    successTitle: (body) => (body.status === 'confirmed' ? 'Darshan plan confirmed' : 'Darshan plan completed'),
  });
