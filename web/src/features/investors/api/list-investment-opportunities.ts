import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

export type OpportunityQuery = NonNullable<CallInput<'listInvestmentOpportunities'>['query']>;

/** GET /api/investment-opportunities: deal flow filtered on the server (stage, industry, min/max target, or the connector's band). */
export const opportunitiesQueryOptions = (query: OpportunityQuery = {}) => listQueryOptions('listInvestmentOpportunities', { query });
export const useOpportunities = (query: OpportunityQuery = {}) => usePagedList(opportunitiesQueryOptions(query));
