import { routeKey } from '../../../lib/api-client';
import { useRouteWrite } from '../../../lib/route-write';

/** POST /api/companies: the member is linked to it; company lists, stats and the directory refresh. */
export const useCreateCompany = () =>
  useRouteWrite('createCompany', {
    invalidate: [routeKey('listCompanies'), routeKey('getClubStats'), routeKey('listMembers'), routeKey('searchMembers')],
    successTitle: 'Company created',
    failure: 'Failed to create the company. Please try again.',
  });
