import type { WebRouteId } from '@club/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { hasStatus, routeKey, type CallInput } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';
import { apiReason, formFailure } from '../../../components/form';

/** The toast title of a transition another staff member made first (the API's 409). */
export const STALE_TITLE = 'Another staff member got there first';

interface StaffWriteOptions<K extends WebRouteId, V> {
  /** What `mutate(variables)` sends. */
  input: (variables: V) => CallInput<K>;
  /** The reads the write changes: refreshed after success, and after a 409 (the item moved on meanwhile). */
  refresh: (readonly unknown[])[];
  successTitle: string | ((variables: V) => string);
}

/**
 * A staff action. Transitions are conditioned on the status the screen
 * showed, so a 409 means a colleague moved the item first: say so with the
 * API's reason and show the item as it is now. Every action is audited, so
 * the audit log refreshes too.
 */
export function useStaffWrite<K extends WebRouteId, V>(route: K, { input, refresh, successTitle }: StaffWriteOptions<K, V>) {
  const queryClient = useQueryClient();
  const reads = [...refresh, routeKey('listAuditLog')];
  return useRouteWrite<K, V>(route, {
    input,
    invalidate: reads,
    successTitle,
    failure: (error) => {
      if (!hasStatus(error, 409)) return formFailure(error);
      toast({ title: STALE_TITLE, description: apiReason(error), variant: 'destructive', action: route });
      for (const queryKey of reads) void queryClient.invalidateQueries({ queryKey });
      return undefined;
    },
  });
}
