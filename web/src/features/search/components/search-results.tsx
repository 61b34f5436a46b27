import { Button, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { EmptyState, PagedListView, type PagedListState } from '../../../components/ui/list-states';
import '../search.css';

/** What a kind's search gives (useMembersSearch and siblings): the paged results and the first page's answer. */
export interface SearchState<T> extends PagedListState<T> {
  answer?: { total: number; didYouMean?: string };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** "Did you mean …?" as a button that searches the suggestion. */
function DidYouMean({ suggestion, onSearch }: { suggestion: string; onSearch: (q: string) => void }) {
  return (
    <Text as="span" className="did-you-mean">
      Did you mean{' '}
      <Button variation="link" size="small" onClick={() => onSearch(suggestion)}>
        {suggestion}
      </Button>
      ?
    </Text>
  );
}

/**
 * A kind's search results: "n results" (announced as it changes), skeletons
 * while the first page loads, the results with Load more, and when nothing
 * matches an empty state with the did-you-mean.
 */
export function SearchResults<T>({
  search,
  noun,
  skeletons,
  emptyTitle,
  onDidYouMean,
  render,
}: {
  search: SearchState<T>;
  /** What one result is called, singular and plural: ['member', 'members']. */
  noun: readonly [string, string];
  skeletons: number;
  emptyTitle: string;
  onDidYouMean: (q: string) => void;
  render: (items: T[]) => ReactNode;
}) {
  const suggestion = search.answer?.didYouMean;
  return (
    <div className="search-results">
      <Text className="search-results__count muted" role="status">
        {/* Nothing found says so below, with the did-you-mean. */}
        {search.answer?.total ? plural(search.answer.total, `${noun[0]} found`, `${noun[1]} found`) : ''}
      </Text>
      <PagedListView
        list={search}
        items={search.items}
        skeletons={skeletons}
        label={`Loading ${noun[1]}`}
        empty={
          <EmptyState title={emptyTitle}>
            {suggestion ? <DidYouMean suggestion={suggestion} onSearch={onDidYouMean} /> : 'Try other words, or fewer filters.'}
          </EmptyState>
        }
        render={render}
      />
    </div>
  );
}
