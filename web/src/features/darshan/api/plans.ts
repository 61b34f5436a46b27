import type { DarshanPlan, DarshanPlanBody } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { useApiWrite } from '../../../lib/create-mutation';
import { usePagedListByKey } from '../../../lib/paged-list';

export const usePlans = () => usePagedListByKey<DarshanPlan>(['/api/darshan-plans']);

/** POST /api/darshan-plans with the spec's toasts. */
export const useCreatePlan = () =>
  useApiWrite<DarshanPlanBody, DarshanPlan>('/api/darshan-plans', {
    invalidate: [['/api/darshan-plans']],
    successTitle: 'Darshan Plan Created',
    successDescription: "Your darshan plan has been saved. We'll help you with the next steps.",
    failure: 'Failed to create darshan plan. Please try again.',
  });

type PlanAction = { kind: 'edit'; body: DarshanPlanBody } | { kind: 'submit' } | { kind: 'cancel' };
const SUCCESS = { edit: 'Plan updated', submit: 'Submitted to TTD through our concierge team', cancel: 'Plan cancelled' } as const;

/** Edit, Submit to TTD and Cancel; the plan list and the concierge tickets (submit opens one) refresh. */
export function usePlanAction(planId: string) {
  const queryClient = useQueryClient();
  const path = `/api/darshan-plans/${encodeURIComponent(planId)}`;
  return useMutation({
    mutationFn: (action: PlanAction) =>
      action.kind === 'edit' ? apiRequest<DarshanPlan>('PATCH', path, action.body) : apiRequest<DarshanPlan>('POST', `${path}/${action.kind}`),
    onSuccess: async (_plan, action) => {
      toast({ title: SUCCESS[action.kind], variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/darshan-plans'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/concierge-tickets'] }),
      ]);
    },
    onError: (error) => {
      if (!isUnauthorizedError(error))
        toast({ title: 'Error', description: error.message.startsWith('409') ? 'This plan has changed. Please refresh.' : 'Please try again.', variant: 'destructive' });
    },
  });
}
