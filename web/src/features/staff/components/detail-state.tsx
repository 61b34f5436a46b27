import { Loader } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { EmptyState, ListError } from '../../../components/ui/list-states';
import { hasStatus } from '../../../lib/api-client';

/** A detail dialog's read: a loader, "not found" for a 404, a retry for anything else, or the item. */
export function DetailState<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader ariaLabel={`Loading the ${what}`} />;
  if (query.isError || query.data === undefined) {
    return hasStatus(query.error, 404) ? <EmptyState title={`This ${what} could not be found.`} /> : <ListError onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
