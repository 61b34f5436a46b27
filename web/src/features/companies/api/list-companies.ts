import type { CallInput } from '../../../lib/api-client';
import { listQueryOptions, usePagedList } from '../../../lib/paged-list';

/** Which companies a list shows: all, or the member's own (`mine: 'true'`). */
export type CompanyFilter = NonNullable<CallInput<'listCompanies'>['query']>;

/** GET /api/companies newest first; `routeKey('listCompanies')` refreshes every list of companies. */
export const companiesQueryOptions = (filter: CompanyFilter = {}) => listQueryOptions('listCompanies', { query: filter });
/** Every company (the directory's Companies tab). */
export const useCompanies = () => usePagedList(companiesQueryOptions());
/** The companies the member belongs to (create dialogs offer them). */
export const useMyCompanies = () => usePagedList(companiesQueryOptions({ mine: 'true' }));
