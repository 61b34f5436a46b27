import { Button, Card, Placeholder, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { isOffline, OFFLINE_TITLE } from '../../lib/online';
import './list-states.css';

/** `count` skeleton cards while a list loads; each list sets its own count. */
export function ListSkeleton({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div className="list-skeleton" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variation="outlined" className="list-skeleton__card" data-testid="skeleton">
          <Placeholder size="large" />
          <Placeholder />
          <Placeholder />
        </Card>
      ))}
    </div>
  );
}

/** The message a list shows when it has nothing (a title, and an optional second line or action). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <Text className="empty-state__title">{title}</Text>
      {children ? <div className="empty-state__detail">{children}</div> : null}
    </div>
  );
}

/** A list's read failed: say so and offer to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <Text className="empty-state__title">{isOffline() ? OFFLINE_TITLE : 'This list could not be loaded.'}</Text>
      <Button size="small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** "Load more" under a paged list; hidden when there is no next page. */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoadMore }: { hasNextPage: boolean; isFetchingNextPage: boolean; onLoadMore: () => void }) {
  if (!hasNextPage) return null;
  return (
    <div className="load-more">
      <Button onClick={onLoadMore} isLoading={isFetchingNextPage} loadingText="Loading...">
        Load more
      </Button>
    </div>
  );
}

/** What a paged list read gives (usePagedList). */
export interface PagedListState<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A paged list's four states in one place: skeletons while it loads, the error
 * with a retry, the empty state, or the items (`render`) with Load more.
 * `items` is what is shown: the list's items, or e.g. saved items narrowed to their posts.
 */
export function PagedListView<T>({
  list,
  items,
  skeletons,
  label = 'Loading',
  empty,
  render,
}: {
  list: Omit<PagedListState<unknown>, 'items'>;
  items: T[];
  skeletons: number;
  label?: string;
  empty: ReactNode;
  render: (items: T[]) => ReactNode;
}) {
  if (list.isPending) return <ListSkeleton count={skeletons} label={label} />;
  if (list.isError) return <ListError onRetry={() => void list.refetch()} />;
  return (
    <>
      {items.length ? render(items) : empty}
      <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </>
  );
}
