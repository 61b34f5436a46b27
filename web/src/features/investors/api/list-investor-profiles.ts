import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

export type InvestorQuery = NonNullable<CallInput<'listInvestorProfiles'>['query']>;

/** GET /api/investor-profiles: the connector's Investor Network, by type or focus area. */
export const investorProfilesQueryOptions = (query: InvestorQuery = {}) => listQueryOptions('listInvestorProfiles', { query });
export const useInvestorProfiles = (query: InvestorQuery = {}) => usePagedList(investorProfilesQueryOptions(query));
