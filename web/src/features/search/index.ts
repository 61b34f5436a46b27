/** The search feature's public API: the only module of it app/ and other features import. */
export { HeaderSearch } from './components/header-search';
export { useMembersSearch, type MembersSearch } from './api/search-members';
export { usePostsSearch } from './api/search-posts';
export { useListingsSearch, type ListingsSearch } from './api/search-listings';
export { useJobsSearch, type JobsSearch } from './api/search-jobs';
export { useEventsSearch, type EventsSearch } from './api/search-events';
export { useStaffMembersSearch } from './api/search-staff-members';
export { FacetFilters, type FacetValueLabel } from './components/facet-filters';
export { Highlighted, MatchSnippet } from './components/highlighted';
export { SearchResults } from './components/search-results';
export { useSearchText } from './use-search-text';
