import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/cm-office/dashboard: focus areas, policy updates, incentives, sectors, stories (club content) and real counts. */
export const cmDashboardQueryOptions = () => routeQueryOptions('getCmDashboard');
export const useCmDashboard = () => useQuery(cmDashboardQueryOptions());
