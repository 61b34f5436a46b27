import type { Company, CreateCompanyBody } from '@club/shared';
import { useApiWrite } from '../../../lib/create-mutation';
import { usePagedListByKey } from '../../../lib/paged-list';

/** The companies the member belongs to (create dialogs offer them). */
export const useMyCompanies = () => usePagedListByKey<Company>(['/api/companies', { mine: 'true' }]);
/** Every company, newest first (the directory's Companies tab). */
export const useCompanies = () => usePagedListByKey<Company>(['/api/companies']);

/** POST /api/companies: the member is linked to it; company lists, stats and the directory refresh. */
export const useCreateCompany = () =>
  useApiWrite<CreateCompanyBody, Company>('/api/companies', {
    invalidate: [['/api/companies'], ['/api/stats'], ['/api/members']],
    successTitle: 'Company created',
    failure: 'Failed to create the company. Please try again.',
  });
