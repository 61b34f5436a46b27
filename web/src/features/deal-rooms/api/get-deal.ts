import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/deals/{dealId}: the deal, its room settings and the caller's access. */
export const dealQueryOptions = (dealId: string) => routeQueryOptions('getDeal', { params: { dealId } });
export const useDeal = (dealId: string) => useQuery(dealQueryOptions(dealId));
