import { routeKey } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

/** POST /api/staff/failed-mails/{id}/retry: put a failed mail back in the outbox (a colleague's retry first: 409). */
export const useRetryFailedMail = (mailId: string) =>
  useStaffWrite<'retryFailedMail', void>('retryFailedMail', {
    input: () => ({ params: { mailId } }),
    refresh: [routeKey('listFailedMails')],
    successTitle: 'Mail queued to send again',
  });
