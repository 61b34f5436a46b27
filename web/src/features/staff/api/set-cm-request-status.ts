import type { CallInput } from '../../../lib/api-client';
import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

type Body = CallInput<'setCmRequestStatus'>['body'];

const TITLES: Record<Body['status'], string> = { under_review: 'Request under review', scheduled: 'Meeting scheduled', declined: 'Request declined' };

/** POST /api/cm-office/requests/{id}/status: under review, scheduled, or declined with a reason. */
export const useSetCmRequestStatus = (requestId: string) =>
  useStaffWrite('setCmRequestStatus', {
    input: (body: Body) => ({ params: { requestId }, body }),
    refresh: [routeKey('listStaffCmRequests'), routeKey('listCmAvailableSlots')],
    successTitle: (body) => TITLES[body.status],
  });
