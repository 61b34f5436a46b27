import { useRouteWrite } from '../../../lib/route-write';
import { planWriteOptions } from './plan-write';

/** Submit to TTD (planning → submitted, opening a concierge ticket) or Cancel. */
export type PlanAction = { kind: 'submit' } | { kind: 'cancel' };

const ROUTE = { submit: 'submitDarshanPlan', cancel: 'cancelDarshanPlan' } as const;
const SUCCESS = { submit: 'Submitted to TTD through our concierge team', cancel: 'Plan cancelled' } as const;

/** One write for a plan card's two buttons, so each waits for the other. */
export const usePlanAction = (planId: string) =>
  useRouteWrite((action: PlanAction) => ROUTE[action.kind], {
    input: () => ({ params: { planId } }),
    successTitle: (action) => SUCCESS[action.kind],
    ...planWriteOptions,
  });
