import type { CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { planWriteOptions } from './plan-write';

/** Edit: PATCH a plan while it is planning. */
export const useUpdatePlan = (planId: string) =>
  useRouteWrite('updateDarshanPlan', {
    input: (body: NonNullable<CallInput<'updateDarshanPlan'>['body']>) => ({ params: { planId }, body }),
    successTitle: 'Plan updated',
    ...planWriteOptions,
  });
