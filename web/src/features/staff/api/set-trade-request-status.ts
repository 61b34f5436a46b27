import type { SetTradeRequestStatusInput } from '@club/shared';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const TITLES: Record<SetTradeRequestStatusInput['status'], string> = {
  processing: 'Request moved to processing',
  completed: 'Request completed',
  failed: 'Request marked failed',
};

/**
 * POST /api/trade-assistance/{id}/status: to processing, or completed / failed
 * with a message. One request is read under `/api/trade-assistance/{id}`, the
 * prefix of the create route's key.
 */
export const useSetTradeRequestStatus = (requestId: string) =>
  useStaffWrite('setTradeRequestStatus', {
    input: (body: SetTradeRequestStatusInput) => ({ params: { requestId }, body }),
    refresh: [routeKey('listTradeRequestQueue'), routeKey('createTradeRequest')],
    successTitle: (body) => TITLES[body.status],
  });
