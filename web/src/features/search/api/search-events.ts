import type { CallInput } from '../../../lib/api-client';
import { answerPagesQueryOptions, usePagedAnswer } from '../../../lib/paged-list';

/** The text, filters and page size of a search of active events by text (upcoming unless `when` says otherwise). */
export type EventsSearch = NonNullable<CallInput<'searchEvents'>['query']>;

/** GET /api/search/events: active events by text (upcoming unless `when` says otherwise), page by page with total, facets and did-you-mean. */
export const searchEventsQueryOptions = (search: EventsSearch) => answerPagesQueryOptions('searchEvents', { query: search });
export const useEventsSearch = (search: EventsSearch, settings: { enabled?: boolean } = {}) => usePagedAnswer(searchEventsQueryOptions(search), settings);
