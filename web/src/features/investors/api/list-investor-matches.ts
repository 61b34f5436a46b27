import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/investor-matches: the member's matches as investor and as founder, newest first. */
export const matchesQueryOptions = () => listQueryOptions('listInvestorMatches');
export const useMatches = () => usePagedList(matchesQueryOptions());
