import { EVENT_LOADING_CARDS, SEARCH_FACETS, labelOf, type ClubEvent, type Highlights } from '@club/shared';
import type { ReactNode } from 'react';
import type { SearchParamChanges } from '../../../lib/use-search-param-state';
import { FacetFilters, SearchResults, useEventsSearch, type EventsSearch, type FacetValueLabel } from '../../search';

/** A month facet's `YYYY-MM` as "March 2027"; a type by its label. */
const eventFacetLabel: FacetValueLabel = (facet, value) => {
  if (facet === 'eventType') return labelOf(value);
  if (facet !== 'month') return value;
  const [year, month] = value.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** Upcoming events matching the text and facets, with type, city and month counts. */
export function EventSearch({
  q,
  facets,
  params,
  onFilter,
  onSearch,
  cardOf,
}: {
  q: string;
  facets: Record<string, string>;
  params: URLSearchParams;
  onFilter: (changes: SearchParamChanges) => void;
  onSearch: (q: string) => void;
  cardOf: (event: ClubEvent, highlights: Highlights) => ReactNode;
}) {
  const events = useEventsSearch({ q, ...facets } as EventsSearch);
  return (
    <>
      <FacetFilters names={SEARCH_FACETS.events} facets={events.answer?.facets} selected={params} onChange={onFilter} valueLabel={eventFacetLabel} />
      <SearchResults
        search={events}
        noun={['event', 'events']}
        skeletons={EVENT_LOADING_CARDS.upcoming}
        emptyTitle={q ? `No upcoming events found for “${q}”` : 'No upcoming events found'}
        onDidYouMean={onSearch}
        render={(shown) => <div className="card-grid">{shown.map(({ event, highlights }) => cardOf(event, highlights))}</div>}
      />
    </>
  );
}
