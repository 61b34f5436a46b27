import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST /api/staff/message-reports/{id}/resolve: close a report, suspending the reported member from messaging or not. */
export const useResolveMessageReport = () =>
  useStaffWrite('resolveMessageReport', {
    input: ({ reportId, suspendSender }: { reportId: string; suspendSender: boolean }) => ({ params: { reportId }, body: { suspendSender } }),
    refresh: [routeKey('listMessageReports'), routeKey('listStaffMembers'), routeKey('searchStaffMembers')],
    successTitle: ({ suspendSender }) => (suspendSender ? 'Report closed and member suspended from messaging' : 'Report closed'),
  });
