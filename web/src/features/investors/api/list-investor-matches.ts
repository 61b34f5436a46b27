import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** GET /api/investor-matches: the member's matches as investor and as founder, best score first (the server's order). */
export const matchesQueryOptions = () => listQueryOptions('listInvestorMatches');
export const useMatches = () => usePagedList(matchesQueryOptions());
