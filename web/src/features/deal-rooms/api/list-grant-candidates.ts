import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-client';

/** GET /api/deals/{dealId}/grant-candidates: interested and matched investors, requesters and staff the founder may share with. */
export const grantCandidatesQueryOptions = (dealId: string) => routeQueryOptions('listGrantCandidates', { params: { dealId } });
export const useGrantCandidates = (dealId: string, enabled = true) => useQuery({ ...grantCandidatesQueryOptions(dealId), enabled });
