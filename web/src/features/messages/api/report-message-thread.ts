import type { MessageReportReason } from '@club/shared';
import { apiReason } from '../../../components/form';
import { useRouteWrite } from '../../../lib/route-write';

/** POST …/report: the thread's last messages go to the club's staff with the reason. */
export const useReportThread = (threadId: string) =>
  useRouteWrite('reportMessageThread', {
    input: (report: { reason: MessageReportReason; details?: string }) => ({ params: { threadId }, body: report }),
    invalidate: [],
    successTitle: 'Report sent to the club’s staff',
    failure: apiReason,
  });
